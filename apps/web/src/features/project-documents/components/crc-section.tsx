import {
  CRC_OLDEST_REFERENCE_DATE,
  CRC_STATE_LABELS,
  CRC_STATES,
  type TCrcState,
  type TCrcTypeState,
  type TProjectDocument,
} from '@batir/shared/project-documents';
import MailIcon from '@mui/icons-material/Mail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { useCrcFiles } from '../api/crc-files';
import { useSendCrcMail } from '../api/crc-mail';
import { useRefreshProjectDocuments } from '../api/keys';
import { useSetCrcState } from '../api/set-crc-state';
import { useToggleCrcShow } from '../api/toggle-crc-show';
import { CrcStateChip } from './crc-state-chip';
import { FileStateChip } from './file-state-chip';

type Props = { projectId: number; onOpen: (file: TProjectDocument) => void };

/**
 * CRC modifications (spec 3 §3, §4): one card per type (plan, cuisine, autre) with its state, its files and
 * its « Afficher au client » switch; the global state (error if any type is in error, else success if any
 * is, else neutral) is the server's, shown as a chip; the CRC state can be mailed to the customer.
 */
export function CrcSection({ projectId, onOpen }: Props) {
  const crc = useCrcFiles(projectId);
  const [mailing, setMailing] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="crc-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography id="crc-title" variant="h6" component="h2">
          CRC (modifications)
        </Typography>
        {crc.data && (
          <>
            <Box data-testid="crc-global-state">
              <CrcStateChip state={crc.data.globalState} label="État global" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {crc.data.lastFileDate === CRC_OLDEST_REFERENCE_DATE
                ? 'Aucun fichier CRC'
                : `Dernier fichier : ${formatShortDate(crc.data.lastFileDate)}`}
            </Typography>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<MailIcon />} variant="outlined" onClick={() => setMailing(true)}>
          Envoyer le CRC par e-mail
        </Button>
      </Stack>
      {crc.isPending ? (
        <CircularProgress aria-label="Chargement du CRC" />
      ) : crc.isError ? (
        <Alert severity="error">{crc.error.message}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {crc.data.types.map((type) => (
            <CrcCard key={type.type} projectId={projectId} type={type} onOpen={onOpen} />
          ))}
        </Box>
      )}
      <CrcMailDialog projectId={projectId} open={mailing} onClose={() => setMailing(false)} />
    </Paper>
  );
}

function CrcCard(props: {
  projectId: number;
  type: TCrcTypeState;
  onOpen: (file: TProjectDocument) => void;
}) {
  const { projectId, type, onOpen } = props;
  const setState = useSetCrcState(projectId);
  const toggle = useToggleCrcShow(projectId);
  const refresh = useRefreshProjectDocuments(projectId);
  const snackbar = useSnackbar();
  const uploader = useUploader({
    target: {
      type: 'project',
      attachmentOf: projectId,
      fields: { category: 'crc', ids: JSON.stringify({ crcType: type.type }) },
    },
    multiple: true,
    autoUpload: true,
    onUploaded: (files) => {
      void refresh();
      snackbar.show({ text: files.length > 1 ? `${files.length} fichiers ajoutés.` : 'Fichier ajouté.' });
    },
  });
  const choose = (state: TCrcState | null) => {
    if (!state || state === type.state) return;
    // The type's files follow its state (validated, refused, to check).
    setState.mutate(
      { crcType: type.type, state, files: type.files.map((file) => file.id) },
      { onSuccess: () => snackbar.show() },
    );
  };
  return (
    <Card variant="outlined" component="article" aria-label={`CRC ${type.label}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {type.label}
            </Typography>
            <CrcStateChip state={type.state} />
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            fullWidth
            value={type.state}
            onChange={(_event, value: TCrcState | null) => choose(value)}
            aria-label={`État du CRC ${type.label}`}
            disabled={setState.isPending}
          >
            {CRC_STATES.map((state) => (
              <ToggleButton
                key={state}
                value={state}
                color={state === 'success' ? 'success' : state === 'error' ? 'error' : 'standard'}
              >
                {CRC_STATE_LABELS[state]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch
                checked={type.shown}
                disabled={toggle.isPending}
                onChange={() => toggle.mutate(type.type, { onSuccess: () => snackbar.show() })}
              />
            }
            label="Afficher au client"
          />
          {type.files.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Aucun fichier.
            </Typography>
          ) : (
            <List dense disablePadding aria-label={`Fichiers du CRC ${type.label}`}>
              {type.files.map((file) => (
                <ListItem
                  key={file.id}
                  disableGutters
                  secondaryAction={<FileStateChip name={file.name} state={file.state} />}
                >
                  <ListItemText
                    sx={{ pr: 10 }}
                    primary={
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpen(file)}
                        sx={{ textAlign: 'left' }}
                      >
                        {file.name}
                      </Link>
                    }
                    secondary={formatDateTime(file.createdAt)}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Uploader uploader={uploader} label={`Ajouter des fichiers « ${type.label} »`} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function CrcMailDialog(props: { projectId: number; open: boolean; onClose: () => void }) {
  const send = useSendCrcMail(props.projectId);
  const snackbar = useSnackbar();
  const [message, setMessage] = useState('');
  const tooLong = message.length > 5000;
  return (
    <AppDialog open={props.open} onClose={props.onClose} aria-labelledby="crc-mail-title">
      <DialogTitle id="crc-mail-title">Envoyer le CRC par e-mail</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Le client reçoit l'état de chaque modification (plan, cuisine, autre) à son adresse e-mail.
        </DialogContentText>
        <TextField
          label="Message (facultatif)"
          multiline
          minRows={3}
          fullWidth
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={tooLong}
          helperText={tooLong ? '5 000 caractères au plus' : undefined}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button
          variant="contained"
          loading={send.isPending}
          disabled={tooLong}
          onClick={() =>
            send.mutate(message, {
              onSuccess: (answer) => {
                snackbar.show({ text: answer.message });
                setMessage('');
                props.onClose();
              },
            })
          }
        >
          Envoyer
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
