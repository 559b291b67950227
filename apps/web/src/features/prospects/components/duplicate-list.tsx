import type { TDuplicate, TDuplicateReason } from '@batir/shared/contacts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../../lib/format';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';

const REASONS: Record<TDuplicateReason, string> = {
  name: 'Nom proche',
  phone: 'Même téléphone',
  email: 'Même e-mail',
  address: 'Même adresse',
  landParcel: 'Même parcelle',
};

/** Spec 1 §2.14: a duplicate's sheet — the prospect sheet, or the customer's by project step. */
function sheetRoute(duplicate: TDuplicate) {
  if (duplicate.kind !== 'project' || duplicate.projectId == null) return null;
  const name = duplicate.isProspect
    ? 'admin-prospects-id'
    : duplicate.projectStep === 1
      ? 'admin-customer-id-preconstruction-informations'
      : 'admin-customer-id-construction-informations';
  // Until the construction screens exist, a project in construction opens the customer sheet.
  return routeHref(isRouteAvailable(name) ? name : 'admin-customer-id', { id: duplicate.projectId });
}

const kindLabel = (duplicate: TDuplicate) =>
  duplicate.kind === 'contact' ? 'Contact en attente' : duplicate.isProspect ? 'Prospect' : 'Client';

/**
 * The possible duplicates of the household being typed, shown before it is saved; those followed by
 * another salesperson only said to exist (the server hides who they are).
 */
export function DuplicateList({ duplicates }: { duplicates: TDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" aria-label="Doublons possibles">
      <AlertTitle>
        {duplicates.length === 1
          ? 'Ce foyer existe peut-être déjà'
          : `${duplicates.length} doublons possibles`}
      </AlertTitle>
      <List dense disablePadding>
        {duplicates.map((duplicate) => {
          const href = sheetRoute(duplicate);
          // Another salesperson's record: the server sends neither its name nor its ids (nothing to open).
          const name = duplicate.followedByOther ? (
            <Typography component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {duplicate.customerName}
            </Typography>
          ) : href ? (
            <Link component={RouterLink} to={href} target="_blank" rel="noopener">
              {duplicate.customerName}
            </Link>
          ) : (
            <span title="Fiche bientôt disponible">{duplicate.customerName}</span>
          );
          return (
            <ListItem
              key={duplicate.id}
              disableGutters
              aria-label={
                duplicate.followedByOther ? duplicate.customerName : `Doublon ${duplicate.customerName}`
              }
            >
              <ListItemText
                primary={name}
                secondary={[
                  kindLabel(duplicate),
                  duplicate.projectName,
                  duplicate.isArchived ? 'archivé' : null,
                  `créé le ${formatShortDate(duplicate.createdAt)}`,
                  duplicate.reasons.map((reason) => REASONS[reason]).join(', '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      {duplicates.some((duplicate) => duplicate.followedByOther) && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Un doublon existe, suivi par un autre commercial : voyez avec lui ou avec un administrateur avant
          d’enregistrer ce prospect.
        </Typography>
      )}
    </Alert>
  );
}
