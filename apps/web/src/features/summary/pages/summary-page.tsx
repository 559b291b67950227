import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type RouteName, routeHref } from '../../../app/route-names';
import { formatLongDate } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { ContactAttributionDialog } from '../components/contact-attribution-dialog';
import { NewContactsCard } from '../components/new-contacts-card';
import { SummaryCounters } from '../components/summary-counters';

type Shortcut = { route: RouteName; label: string; detail: string; adminOnly?: boolean };

/** Pages that exist today; the areas add their counters and lists to this page as they land. */
const SHORTCUTS: Shortcut[] = [
  { route: 'admin-account-profile', label: 'Mon profil', detail: 'Vos coordonnées et votre mot de passe' },
  {
    route: 'admin-manage-maintenance',
    label: 'Mode maintenance',
    detail: 'Fermer temporairement Bâtir aux utilisateurs non administrateurs',
    adminOnly: true,
  },
];

/** Route `admin-summary`: the recap, target of every "home" link. */
export default function SummaryPage() {
  const { data } = useCurrentUser();
  const { surname, name } = data.user;
  const shortcuts = SHORTCUTS.filter((shortcut) => !shortcut.adminOnly || data.acls.roles.isAdmin);
  const { isAdmin, isSalesman } = data.acls.roles;
  const handlesContacts = isAdmin || isSalesman;
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
    <>
      <Paper component="section" sx={{ maxWidth: 720, p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Récapitulatif
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Bonjour {surname} {name}, nous sommes le {formatLongDate(new Date())}.
        </Typography>
        <List aria-label="Raccourcis" sx={{ mt: 2 }}>
          {shortcuts.map((shortcut) => (
            <ListItemButton key={shortcut.route} component={RouterLink} to={routeHref(shortcut.route)}>
              <ListItemText primary={shortcut.label} secondary={shortcut.detail} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <SummaryCounters />
      {handlesContacts && (
        <>
          <NewContactsCard onOpen={openContact} />
          <ContactAttributionDialog contactId={selectedContact} onClose={() => openContact(null)} />
        </>
      )}
    </>
  );
}
