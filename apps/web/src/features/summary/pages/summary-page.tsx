import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '../../../lib/can';
import { formatLongDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { useCurrentUser } from '../../users/api/current-user';
import { menuLeftQueryOptions, useMenuLeft } from '../api/menu-left';
import { summaryLayoutQueryOptions } from '../api/summary-layout';
import { userSummaryQueryOptions } from '../api/user-summary';
import { ContactAttributionDialog } from '../components/contact-attribution-dialog';
import { lineHref, MenuLeft } from '../components/menu-left';
import { SummaryGrid } from '../components/summary-grid';

/** What the page asks for first, asked by its route's loader (lib/pages.ts `prefetchLoader`). */
export function prefetch() {
  void queryClient.prefetchQuery(summaryLayoutQueryOptions);
  void queryClient.prefetchQuery(userSummaryQueryOptions);
  void queryClient.prefetchQuery(menuLeftQueryOptions);
}

/** Route `admin-summary`: the recap, target of every "home" link. */
export default function SummaryPage() {
  const { data } = useCurrentUser();
  const { surname, name } = data.user;
  const handlesContacts = can(data, 'contact.handle');
  const [editing, setEditing] = useState(false);
  const menuLeft = useMenuLeft();
  const shortcuts = (menuLeft.data ?? []).filter((line) => line.active && lineHref(line));
  // `?newContact=<id>` (a newContact notification, or a click in the list) opens the attribution dialog.
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedContact = Number(searchParams.get('newContact')) || null;
  const openContact = (id: number | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set('newContact', String(id));
        else params.delete('newContact');
        return params;
      },
      { replace: !id },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Paper component="header" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <div>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              Récapitulatif
            </Typography>
            <Typography sx={{ mt: 1 }}>
              Bonjour {surname} {name}, nous sommes le {formatLongDate(new Date())}.
            </Typography>
          </div>
          <Button
            variant={editing ? 'contained' : 'outlined'}
            startIcon={<Tune />}
            aria-pressed={editing}
            onClick={() => setEditing(!editing)}
          >
            {editing ? 'Terminer' : 'Personnaliser'}
          </Button>
        </Stack>
        {shortcuts.length > 0 && (
          <Stack
            component="nav"
            aria-label="Raccourcis"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            {shortcuts.map((line) => (
              <Chip
                key={line.key}
                label={line.label}
                component={RouterLink}
                to={lineHref(line) ?? ''}
                clickable
                color="primary"
                variant="outlined"
              />
            ))}
          </Stack>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '240px minmax(0, 1fr)' } }}>
        {menuLeft.data ? <MenuLeft lines={menuLeft.data} /> : <div />}
        <SummaryGrid
          editing={editing}
          hide={(category) => category === 'newContact' && !handlesContacts}
          onOpenContact={openContact}
        />
      </Box>
      {handlesContacts && (
        <ContactAttributionDialog contactId={selectedContact} onClose={() => openContact(null)} />
      )}
    </Stack>
  );
}
