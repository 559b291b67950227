import type { TAnnouncement } from '@batir/shared/announcements';
import { ROLE_LABELS } from '@batir/shared/roles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { ListPagination } from '../../../components/list-pagination';
import { formatDateTime, formatPersonName } from '../../../lib/format';

/** Who an announcement reaches, as chips; nobody targeted means the whole staff. */
function Targets({ announcement }: { announcement: TAnnouncement }) {
  const chips = [
    ...announcement.roles.map((role) => ROLE_LABELS[role]),
    ...announcement.users.map((user) => formatPersonName(user.surname, user.name)),
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(chips.length ? chips : ['Tout le personnel']).map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Stack>
  );
}

/** One page of announcements; the page and its size are the server's (GET /api/announcement). */
export function AnnouncementTable(props: {
  list: TAnnouncement[];
  total: number;
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  onEdit: (announcement: TAnnouncement) => void;
  onDelete: (announcement: TAnnouncement) => void;
}) {
  const { list, total, page, limit, onPage, onEdit, onDelete } = props;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Annonces">
          <TableHead>
            <TableRow>
              <TableCell>Titre</TableCell>
              <TableCell>Début</TableCell>
              <TableCell>Destinataires</TableCell>
              <TableCell>Auteur</TableCell>
              <TableCell align="right">Lue par</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  Aucune annonce
                </TableCell>
              </TableRow>
            )}
            {list.map((announcement) => (
              <TableRow key={announcement.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{announcement.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(announcement.startingDate)}
                </TableCell>
                <TableCell>
                  <Targets announcement={announcement} />
                </TableCell>
                <TableCell>
                  {announcement.author.surname} {announcement.author.name}
                </TableCell>
                <TableCell align="right">{announcement.readCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Modifier">
                    <IconButton
                      aria-label={`Modifier l'annonce ${announcement.title}`}
                      onClick={() => onEdit(announcement)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Supprimer">
                    <IconButton
                      aria-label={`Supprimer l'annonce ${announcement.title}`}
                      onClick={() => onDelete(announcement)}
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
      <ListPagination total={total} page={page} limit={limit} onChange={onPage} />
    </>
  );
}
