import { PROJECT_FILE_CATEGORY_LABELS } from '@batir/shared/files';
import { fileCategoryOf, type TProjectDocument } from '@batir/shared/project-documents';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { FileStateChip } from './file-state-chip';

export type DocumentsTableProps = {
  files: TProjectDocument[];
  onOpen: (file: TProjectDocument) => void;
  onRename: (file: TProjectDocument) => void;
  onDelete: (file: TProjectDocument) => void;
  onState: (file: TProjectDocument, state: number) => void;
};

/** The project's documents: name (opens the viewer), category, state, uploader, date, actions. */
export function DocumentsTable({ files, onOpen, onRename, onDelete, onState }: DocumentsTableProps) {
  if (!files.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Aucun document.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Documents du projet">
        <TableHead>
          <TableRow>
            <TableCell>Nom</TableCell>
            <TableCell>Catégorie</TableCell>
            <TableCell>État</TableCell>
            <TableCell>Déposé par</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id} hover>
              <TableCell sx={{ maxWidth: 320 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(file)}
                  sx={{ textAlign: 'left', wordBreak: 'break-word' }}
                >
                  {file.name}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatFileSize(file.size)}
                </Typography>
              </TableCell>
              <TableCell>{PROJECT_FILE_CATEGORY_LABELS[fileCategoryOf(file.category)]}</TableCell>
              <TableCell>
                <FileStateChip
                  name={file.name}
                  state={file.state}
                  onChange={(state) => onState(file, state)}
                />
              </TableCell>
              <TableCell>{file.uploadedBy?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Renommer">
                  <IconButton
                    size="small"
                    aria-label={`Renommer ${file.name}`}
                    onClick={() => onRename(file)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Supprimer">
                  <IconButton
                    size="small"
                    aria-label={`Supprimer ${file.name}`}
                    onClick={() => onDelete(file)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
