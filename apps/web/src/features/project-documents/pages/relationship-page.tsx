import type { TRelationshipMessage } from '@batir/shared/project-documents';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { useCurrentProjectId } from '../../../lib/current-project';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useMailSms } from '../api/mail-sms';
import { ComposeDialog } from '../components/compose-dialog';
import { MessageList, StatusChip } from '../components/message-list';

/**
 * Route `admin-customer-id-relationship` (`…/relationship/:message?`): the project's e-mails and SMS with
 * their status, a dialog to write a new one; with `:message` the id of one of them, that message opens.
 */
export default function RelationshipPage() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un projet.</Alert>;
  return <Relationship key={projectId} projectId={projectId} />;
}

function Relationship({ projectId }: { projectId: number }) {
  const params = useParams();
  const navigate = useNavigate();
  const data = useMailSms(projectId);
  const [composing, setComposing] = useState<'email' | 'sms' | null>(null);
  const messageId = params.message && /^\d{1,12}$/.test(params.message) ? Number(params.message) : null;
  const all = data.data ? [...data.data.mails, ...data.data.sms] : [];
  const opened = messageId === null ? null : (all.find((message) => message.id === messageId) ?? null);
  const idParam = params.id ?? null;
  const go = (message: number | null) =>
    navigate(routeHref('admin-customer-id-relationship', { id: idParam, message }), {
      replace: message === null,
    });

  if (data.isPending) return <CircularProgress aria-label="Chargement des messages" sx={{ m: 4 }} />;
  if (data.isError) return <Alert severity="error">{data.error.message}</Alert>;
  const { contact, mails, sms } = data.data;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography variant="h5" component="h1">
            Relation client
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[contact.name, contact.email, contact.phone && formatPhone(contact.phone)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setComposing('email')}>
          Nouveau message
        </Button>
      </Stack>
      {messageId !== null && !opened && (
        <Alert severity="warning">Ce message n'appartient pas à ce projet ou n'existe plus.</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mails-title">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="mails-title" variant="h6" component="h2">
              E-mails ({mails.length})
            </Typography>
            <Button size="small" onClick={() => setComposing('email')} disabled={!contact.email}>
              Écrire un e-mail
            </Button>
          </Stack>
          <MessageList
            label="E-mails"
            empty="Aucun e-mail."
            messages={mails}
            selected={opened?.id ?? null}
            onOpen={(message) => go(message.id)}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="sms-title">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="sms-title" variant="h6" component="h2">
              SMS ({sms.length})
            </Typography>
            <Button size="small" onClick={() => setComposing('sms')} disabled={!contact.phone}>
              Écrire un SMS
            </Button>
          </Stack>
          <MessageList
            label="SMS"
            empty="Aucun SMS."
            messages={sms}
            selected={opened?.id ?? null}
            onOpen={(message) => go(message.id)}
          />
        </Paper>
      </Box>
      <MessageDialog message={opened} onClose={() => go(null)} />
      <ComposeDialog
        projectId={projectId}
        contact={contact}
        open={composing !== null}
        initialChannel={composing ?? 'email'}
        onClose={() => setComposing(null)}
      />
    </Stack>
  );
}

function MessageDialog(props: { message: TRelationshipMessage | null; onClose: () => void }) {
  const { message } = props;
  return (
    <AppDialog open={message !== null} onClose={props.onClose} aria-labelledby="message-title">
      {message && (
        <>
          <DialogTitle id="message-title">
            {message.channel === 'email' ? (message.subject ?? 'E-mail') : 'SMS'}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip status={message.status} />
                <Typography variant="body2" color="text.secondary">
                  {`À ${message.channel === 'sms' ? formatPhone(message.recipient) : message.recipient} · ${formatDateTime(message.createdAt)}`}
                  {message.sentBy ? ` · par ${message.sentBy.name}` : ''}
                </Typography>
              </Stack>
              {message.sentAt && (
                <Typography variant="body2" color="text.secondary">
                  Envoyé le {formatDateTime(message.sentAt)}
                </Typography>
              )}
              <Typography component="div" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
                {message.body}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Fermer</Button>
          </DialogActions>
        </>
      )}
    </AppDialog>
  );
}
