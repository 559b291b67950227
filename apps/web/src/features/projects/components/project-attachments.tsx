import { PROJECT_FILE_CATEGORY_LABELS, type TProjectFileCategory } from '@batir/shared/files';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatFileSize } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useProjectFiles } from '../api/project-files';

/** The project's attachments (read only here; the Documents screen uploads, renames and sorts them). */
export function ProjectAttachments({ projectId }: { projectId: number }) {
  const query = useProjectFiles(projectId);
  return (
    <Stack spacing={1}>
      {query.isPending && <CircularProgress size={20} aria-label="Chargement des pièces jointes" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && query.data.files.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Aucune pièce jointe.
        </Typography>
      )}
      {query.data && query.data.files.length > 0 && (
        <List dense aria-label="Pièces jointes du projet">
          {query.data.files.map((file) => (
            <ListItem key={file.id} disablePadding>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={file.apiUrl} target="_blank" rel="noopener">
                    {file.name}
                  </Link>
                }
                secondary={[
                  file.category
                    ? (PROJECT_FILE_CATEGORY_LABELS[file.category as TProjectFileCategory] ?? file.category)
                    : null,
                  formatFileSize(file.size),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        component={RouterLink}
        to={routeHref('admin-customer-id-documents', { id: projectId })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Gérer les documents
      </Button>
    </Stack>
  );
}
