import type { TAnnouncement } from '@batir/shared/announcements';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm';
import { DEFAULT_PAGE_SIZE } from '../../../components/list-pagination';
import { useSnackbar } from '../../../components/snackbar';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { type AnnouncementPage, useAnnouncements } from '../api/list-announcements';
import { AnnouncementFormDialog } from '../components/announcement-form-dialog';
import { AnnouncementTable } from '../components/announcement-table';

/** Route `admin-manage-announcement` (administrators): write, edit and delete announcements (spec 1 §2.12). */
export function AnnouncementsPage() {
  const [page, setPage] = useState<AnnouncementPage>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  // null: closed; 'new': a blank form; an announcement: its edit form.
  const [editing, setEditing] = useState<TAnnouncement | 'new' | null>(null);
  const query = useAnnouncements(page);
  const remove = useDeleteAnnouncement();
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const onDelete = async (announcement: TAnnouncement) => {
    const yes = await confirm({
      title: "Supprimer l'annonce",
      message: `L'annonce « ${announcement.title} » sera supprimée, ainsi que la liste de ceux qui l'ont lue.`,
    });
    if (!yes) return;
    remove.mutate(announcement.id, {
      onSuccess: (answer) => {
        snackbar.show({ text: answer.message });
        // The last row of a page gone: show the page before.
        if (query.data?.list.length === 1 && page.page > 1) setPage({ ...page, page: page.page - 1 });
      },
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    });
  };

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, m: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Annonces
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Nouvelle annonce
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Chaque annonce s'affiche une fois, à partir de sa date de début, aux rôles et utilisateurs ciblés,
        jusqu'à ce qu'ils cliquent sur « J'ai compris ».
      </Typography>
      {query.isFetching && <LinearProgress aria-label="Chargement des annonces" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && (
        <AnnouncementTable
          list={query.data.list}
          total={query.data.total}
          page={page.page}
          limit={page.limit}
          onPage={(next, limit) => setPage({ page: next, limit })}
          onEdit={setEditing}
          onDelete={onDelete}
        />
      )}
      {editing && (
        <AnnouncementFormDialog
          // A fresh form for each announcement opened.
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
