import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { formatFileSize } from '../../lib/format';
import { UPLOAD_ACCEPT } from './check-files';
import type { UploaderState } from './use-uploader';

export type UploaderProps = {
  uploader: UploaderState;
  /** The drop zone's text. */
  label?: string;
  /** Shows a send button with this text (not needed with automatic upload, or when a form sends). */
  sendLabel?: string;
  disabled?: boolean;
};

/**
 * Spec 1 §2.15: a drop zone with an error list and a file list, single or multiple, and a progress bar
 * while sending. State and sending live in `useUploader`, so a form can send on its own submit.
 */
export function Uploader({ uploader, label, sendLabel, disabled = false }: UploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorsId = useId();
  const blocked = disabled || uploader.sending || uploader.full;
  const text =
    label ??
    (uploader.multiple
      ? 'Déposez des fichiers ici, ou cliquez pour les choisir'
      : 'Déposez un fichier ici, ou cliquez pour le choisir');

  const choose = () => {
    if (!blocked) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!blocked) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!blocked) uploader.add(event.dataTransfer.files);
  };

  return (
    <Stack spacing={1}>
      <Box
        role="button"
        tabIndex={blocked ? -1 : 0}
        aria-disabled={blocked}
        aria-describedby={uploader.errors.length ? errorsId : undefined}
        onClick={choose}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          color: blocked ? 'text.disabled' : 'text.secondary',
          cursor: blocked ? 'default' : 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <UploadFileIcon />
        <Typography variant="body2">
          {uploader.full ? `Nombre maximal de fichiers atteint (${uploader.maxFiles}).` : text}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={UPLOAD_ACCEPT}
          multiple={uploader.multiple}
          disabled={blocked}
          aria-label="Choisir des fichiers"
          data-testid="uploader-input"
          onChange={(event) => {
            const chosen = event.target.files;
            if (chosen) uploader.add(chosen);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </Box>

      {uploader.errors.length > 0 && (
        <Stack id={errorsId} spacing={0.5} role="alert" aria-label="Erreurs d'envoi">
          {uploader.errors.map((error) => (
            <Alert key={error} severity="error" sx={{ py: 0 }}>
              {error}
            </Alert>
          ))}
        </Stack>
      )}

      {uploader.files.length > 0 && (
        <List dense disablePadding aria-label="Fichiers choisis">
          {uploader.files.map((file) => {
            const refusal = uploader.rejected?.key === file.key ? uploader.rejected.message : null;
            return (
              <ListItem
                key={file.key}
                disableGutters
                data-rejected={refusal ? true : undefined}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Retirer ${file.name}`}
                    disabled={uploader.sending}
                    onClick={() => uploader.remove(file.key)}
                  >
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemAvatar>
                  {refusal ? (
                    <Avatar variant="rounded" sx={{ bgcolor: 'error.main' }} alt="">
                      <ErrorOutlineIcon />
                    </Avatar>
                  ) : (
                    <Avatar variant="rounded" src={file.src ?? undefined} alt="">
                      <InsertDriveFileIcon />
                    </Avatar>
                  )}
                </ListItemAvatar>
                <ListItemText
                  primary={file.name}
                  secondary={refusal ? `Refusé : ${refusal}` : formatFileSize(file.size)}
                  slotProps={{
                    primary: { noWrap: true, color: refusal ? 'error' : undefined },
                    // Read aloud as it appears: the reason is the outcome of the send.
                    secondary: refusal ? { role: 'alert', color: 'error' } : undefined,
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}

      {uploader.progress !== null && (
        <LinearProgress variant="determinate" value={uploader.progress} aria-label="Envoi des fichiers" />
      )}

      {sendLabel && !uploader.autoUpload && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void uploader.send()}
            disabled={disabled || uploader.sending}
            loading={uploader.sending}
          >
            {sendLabel}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
