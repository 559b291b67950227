import { CONTACT_TEXTS, type TDuplicate } from '@batir/shared/contacts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { can } from '../../../lib/can';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useAttributeContact } from '../api/attribute-contact';
import { useDeclineContact } from '../api/decline-contact';
import { useDeleteContact } from '../api/delete-contact';
import { useNewContacts } from '../api/new-contacts';
import {
  attributionStep,
  duplicateKindLabel,
  duplicateSheet,
  isMergeable,
  REASON_LABELS,
} from '../model/attribution';

type Props = {
  contactId: number | null;
  /** Closes the dialog and clears the selection (after an action too: spec 1 §4). */
  onClose: () => void;
};

/** Spec 1 §2.14: attribute a website contact to an adviser (merged into a duplicate or not), or decline it. */
export function ContactAttributionDialog({ contactId, onClose }: Props) {
  return (
    <AppDialog
      open={contactId != null}
      onClose={onClose}
      width="large"
      aria-labelledby="contact-attribution-title"
    >
      {contactId != null && <AttributionContent key={contactId} contactId={contactId} onClose={onClose} />}
    </AppDialog>
  );
}

function AttributionContent({ contactId, onClose }: { contactId: number; onClose: () => void }) {
  const { data: me } = useCurrentUser();
  const assignsAnyone = can(me, 'contact.assignAny');
  const query = useNewContacts({ contactId });
  const selected = query.data?.contactSelected ?? null;
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const attribute = useAttributeContact();
  const decline = useDeclineContact();
  const remove = useDeleteContact();
  const busy = attribute.isPending || decline.isPending || remove.isPending;

  const [userId, setUserId] = useState<number | null>(null);
  const [isExclusive, setIsExclusive] = useState(true);
  const [mergeMode, setMergeMode] = useState(false);
  const [mergeWith, setMergeWith] = useState<TDuplicate | null>(null);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);

  const title = (
    <DialogTitle id="contact-attribution-title">
      Attribution du contact{selected ? ` : ${selected.contact.customerName}` : ''}
    </DialogTitle>
  );
  if (query.isPending) {
    return (
      <>
        {title}
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Chargement du contact" />
        </DialogContent>
      </>
    );
  }
  if (!selected) {
    return (
      <>
        {title}
        <DialogContent>
          <Alert severity="warning">{query.error?.message ?? "Ce contact n'est plus disponible."}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
        </DialogActions>
      </>
    );
  }

  const { contact, listUserAvailable, listDuplicates } = selected;
  const waiting = contact.status === 'waiting';
  // A salesperson may only take the contact himself: his name is the one choice.
  const onlyAdviser = !assignsAnyone && listUserAvailable.length === 1 ? listUserAvailable[0] : undefined;
  const chosenUserId = userId ?? onlyAdviser?.id ?? null;
  const mergeable = listDuplicates.filter(isMergeable);

  const done = (text: string) => {
    snackbar.show({ text });
    onClose();
  };

  const onAttribute = async () => {
    const step = attributionStep(
      { userId: chosenUserId, isExclusive, mergeWith: mergeMode ? mergeWith : null },
      listDuplicates,
    );
    if (step.kind === 'error') {
      setAlert({ title: step.title, message: step.message });
      return;
    }
    if (!(await confirm(step.message))) return;
    const answer = await attribute.mutateAsync({ contactId, ...step.body }).catch(() => null);
    if (answer) done(answer.message);
  };

  const onDecline = async () => {
    if (!(await confirm(CONTACT_TEXTS.confirmDecline))) return;
    const answer = await decline.mutateAsync(contactId).catch(() => null);
    if (answer) done(answer.message);
  };

  const onDelete = async () => {
    if (!(await confirm('Supprimer ce contact indésirable ? Il ne sera pas prévenu.'))) return;
    const answer = await remove.mutateAsync(contactId).catch(() => null);
    if (answer) done(answer.message);
  };

  // Entering merge mode proposes the best candidate; leaving it forgets the choice.
  const toggleMerge = () => {
    setMergeWith(mergeMode ? null : (mergeable[0] ?? null));
    setMergeMode(!mergeMode);
  };

  return (
    <>
      {title}
      <DialogContent dividers>
        {!waiting && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Ce contact a déjà été traité.
          </Alert>
        )}
        <Box component="section" aria-label="Coordonnées du contact">
          <Typography variant="subtitle2" color="text.secondary">
            Reçu le {formatDateTime(contact.createdAt)}
          </Typography>
          <Typography>{contact.customerName}</Typography>
          {contact.phone && <Typography>Téléphone : {formatPhone(contact.phone)}</Typography>}
          {contact.email && <Typography>E-mail : {contact.email}</Typography>}
          <Typography>
            {[contact.address, `${contact.postalCode} ${contact.city}`]
              .filter((part) => part.trim())
              .join(', ')}
          </Typography>
          {contact.landParcel && <Typography>Parcelle : {contact.landParcel}</Typography>}
          {contact.message && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
              {contact.message}
            </Typography>
          )}
        </Box>

        <Box component="section" aria-label="Doublons possibles" sx={{ mt: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Doublons possibles
            </Typography>
            {waiting && mergeable.length > 0 && (
              <Button onClick={toggleMerge} variant={mergeMode ? 'outlined' : 'text'}>
                {mergeMode ? CONTACT_TEXTS.cancelMerge : CONTACT_TEXTS.merge}
              </Button>
            )}
          </Stack>
          {listDuplicates.length === 0 ? (
            <Typography color="text.secondary">Aucun doublon détecté.</Typography>
          ) : (
            <List dense>
              {listDuplicates.map((duplicate) => (
                <DuplicateRow
                  key={duplicate.id}
                  duplicate={duplicate}
                  selectable={mergeMode && isMergeable(duplicate)}
                  selected={mergeWith?.id === duplicate.id}
                  onSelect={() => setMergeWith(duplicate)}
                />
              ))}
            </List>
          )}
          {mergeMode && (
            <Typography variant="body2" color="text.secondary">
              Choisissez le dossier auquel rattacher la demande.
            </Typography>
          )}
        </Box>

        {waiting && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <TextField
              select
              label="Gestionnaire"
              value={chosenUserId ?? ''}
              onChange={(event) => setUserId(Number(event.target.value) || null)}
              sx={{ minWidth: 280 }}
            >
              {listUserAvailable.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {user.userName}
                  {user.coversPostalCode ? ' (secteur)' : ''}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={isExclusive} onChange={(event) => setIsExclusive(event.target.checked)} />
              }
              label="Exclusif"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {assignsAnyone && waiting && (
          <>
            <Button color="error" onClick={onDelete} disabled={busy}>
              Indésirable
            </Button>
            <Button color="warning" onClick={onDecline} disabled={busy}>
              Refuser
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Fermer</Button>
        {waiting && (
          <Button variant="contained" onClick={onAttribute} disabled={busy}>
            Attribuer
          </Button>
        )}
      </DialogActions>
      <AppDialog
        open={alert != null}
        onClose={() => setAlert(null)}
        width="small"
        aria-labelledby="contact-alert-title"
        aria-describedby="contact-alert-message"
      >
        <DialogTitle id="contact-alert-title">{alert?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="contact-alert-message">{alert?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAlert(null)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </AppDialog>
    </>
  );
}

function DuplicateRow(props: {
  duplicate: TDuplicate;
  selectable: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const { duplicate } = props;
  const sheet = duplicateSheet(duplicate);
  // Another salesperson's record: the server sends neither its name nor its ids (nothing to open or merge).
  const name = duplicate.followedByOther ? (
    <Typography component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {duplicate.customerName}
    </Typography>
  ) : sheet?.route ? (
    <Link component={RouterLink} to={routeHref(sheet.route, sheet.params)} target="_blank" rel="noopener">
      {duplicate.customerName}
    </Link>
  ) : (
    // The sheet's screen does not exist yet: the name is shown, not linked to a 404.
    <Typography
      component="span"
      sx={{ color: sheet ? 'text.disabled' : 'text.primary' }}
      title={sheet ? 'Fiche bientôt disponible' : undefined}
    >
      {duplicate.customerName}
    </Typography>
  );
  return (
    <ListItem
      disableGutters
      aria-label={duplicate.followedByOther ? duplicate.customerName : `Doublon ${duplicate.customerName}`}
    >
      {props.selectable && (
        <Radio
          checked={props.selected}
          onChange={props.onSelect}
          slotProps={{ input: { 'aria-label': `Fusionner avec ${duplicate.customerName}` } }}
        />
      )}
      <Box sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {name}
          <Chip size="small" label={duplicateKindLabel(duplicate)} />
          {duplicate.isArchived && <Chip size="small" label="Archivé" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[duplicate.projectName, duplicate.reasons.map((reason) => REASON_LABELS[reason]).join(', ')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </ListItem>
  );
}
