import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, ListPagination } from '../../../components/list-pagination';
import { useAddSalesmanNote, useDeleteUserComment, useSalesmanNotes } from '../api/user-comments';
import { NotesList } from './notes-list';
import { Panel } from './panel';

export type SalesmanNotesPanelProps = { userId: number };

/**
 * Notes of his managers about a salesperson (GET/POST /api/userComment/salesman/{user}): admins and his
 * manager only; anyone else gets the server's refusal in place of the list.
 */
export function SalesmanNotesPanel({ userId }: SalesmanNotesPanelProps) {
  const [page, setPage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const query = useSalesmanNotes(userId, (page.page - 1) * page.limit, page.limit);
  const add = useAddSalesmanNote(userId);
  const remove = useDeleteUserComment({ salesmanId: userId });
  return (
    <Panel id={`salesman-notes-${userId}`} title="Notes sur le commercial">
      {query.isPending && <CircularProgress size={24} aria-label="Chargement des notes" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && (
        <>
          <NotesList
            notes={query.data.list}
            adding={add.isPending}
            onAdd={(text) => add.mutateAsync(text)}
            onDelete={(id) => remove.mutateAsync(id)}
          />
          {query.data.total > page.limit && (
            <ListPagination
              total={query.data.total}
              page={page.page}
              limit={page.limit}
              onChange={(next, limit) => setPage({ page: next, limit })}
            />
          )}
        </>
      )}
    </Panel>
  );
}
