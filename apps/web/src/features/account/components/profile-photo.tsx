import {
  fileTooLargeMessage,
  invalidFileTypeMessage,
  isPhotoFileName,
  PHOTO_ACCEPT,
  UPLOAD_MAX_BYTES,
} from '@batir/shared/upload-rules';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { formatPersonName } from '../../../lib/format';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';

/** What the browser checks before sending (the server checks the content again); null when fine. */
export function photoFileProblem(file: { name: string; size: number }): string | null {
  if (!isPhotoFileName(file.name)) return invalidFileTypeMessage(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return fileTooLargeMessage(file.name);
  return null;
}

export function initialsOf(surname: string, name: string): string {
  return `${surname.trim().charAt(0)}${name.trim().charAt(0)}`.toUpperCase();
}

type ProfilePhotoProps = { userId: number; surname: string; name: string; photoUrl: string | null };

/** Spec 1 §2.3 account/profile: one's own photo, or the initials when there is none. */
export function ProfilePhoto({ userId, surname, name, photoUrl }: ProfilePhotoProps) {
  const upload = useUploadPhoto(userId);
  const remove = useRemovePhoto(userId);
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => snackbar.show(),
        onError: (error) => setProblem(error.message),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => snackbar.show(),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
      <Avatar
        src={photoUrl ?? undefined}
        alt={photoUrl ? `Photo de ${formatPersonName(surname, name)}` : undefined}
        sx={{ width: 96, height: 96, fontSize: 36 }}
      >
        {initialsOf(surname, name)}
      </Avatar>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" disabled={busy}>
            Changer la photo
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              hidden
              onChange={onChange}
              disabled={busy}
              data-testid="profile-photo-input"
            />
          </Button>
          {photoUrl && (
            <Button color="error" onClick={onRemove} disabled={busy} loading={remove.isPending}>
              Retirer la photo
            </Button>
          )}
        </Stack>
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label="Envoi de la photo" />
        )}
        {problem && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
