import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, ListPagination } from '../../../components/list-pagination';
import { useUserContactAttempts } from '../api/user-contact-attempts';
import { ContactAttemptLine } from './contact-attempts-panel';
import { Panel } from './panel';

export type SalesmanContactAttemptsProps = { userId: number };

/** A staff member's contact attempts, newest first, with the customer's name (GET /api/contactAttempt/user/{user}). */
export function SalesmanContactAttempts({ userId }: SalesmanContactAttemptsProps) {
  const [page, setPage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const query = useUserContactAttempts(userId, (page.page - 1) * page.limit, page.limit);
  const total = query.data?.total ?? 0;
  return (
    <Panel
      id={`user-contact-attempts-${userId}`}
      title={`Tentatives de contact${query.data ? ` (${total})` : ''}`}
    >
      {query.isPending && <CircularProgress size={24} aria-label="Chargement des tentatives de contact" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && total === 0 && (
        <Typography color="text.secondary">Aucune tentative de contact.</Typography>
      )}
      {query.data && total > 0 && (
        <>
          <List dense aria-label="Tentatives de contact du commercial">
            {query.data.list.map((attempt) => (
              <ContactAttemptLine key={attempt.id} attempt={attempt} showCustomer />
            ))}
          </List>
          <ListPagination
            total={total}
            page={page.page}
            limit={page.limit}
            onChange={(next, limit) => setPage({ page: next, limit })}
          />
        </>
      )}
    </Panel>
  );
}
