import { NEW_CONTACT_PAGE_SIZE } from '@batir/shared/contacts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useNewContacts } from '../api/new-contacts';

/** The waiting website contacts, a page at a time; a click opens the attribution dialog (inside a summary category). */
export function NewContactsCard({ onOpen }: { onOpen: (contactId: number) => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useNewContacts({ page });
  const total = data?.contactWaiting ?? 0;
  const pages = Math.max(1, Math.ceil(total / NEW_CONTACT_PAGE_SIZE));

  return (
    <div>
      {data && (
        <Typography variant="body2" color="text.secondary">
          {total} contact{total > 1 ? 's' : ''} en attente
        </Typography>
      )}
      {isPending && <Typography color="text.secondary">Chargement…</Typography>}
      {error && <Typography color="error">{error.message}</Typography>}
      {data && total === 0 && <Typography color="text.secondary">Aucun contact en attente.</Typography>}
      {data && data.newContact.length > 0 && (
        <List dense aria-label="Contacts en attente">
          {data.newContact.map((contact) => (
            <ListItem key={contact.id} disablePadding>
              <ListItemButton onClick={() => onOpen(contact.id)}>
                <ListItemText
                  primary={contact.customerName}
                  secondary={`${contact.postalCode} ${contact.city} · reçu le ${formatDateTime(contact.createdAt)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Précédents
          </Button>
          <Typography variant="body2">
            {page} / {pages}
          </Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Suivants
          </Button>
        </Stack>
      )}
    </div>
  );
}
