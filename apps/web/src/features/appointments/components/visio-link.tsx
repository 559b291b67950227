import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreateVisioConf } from '../../salesmen/api/create-visio-conf';

/**
 * The video-meeting link of a saved tele-appointment: shown when it exists, else a button creates it
 * (the customer receives it by e-mail, and SMS when his phone is known).
 */
export function VisioLink({ appointmentId, visioUrl }: { appointmentId: number; visioUrl: string | null }) {
  const create = useCreateVisioConf();
  const [created, setCreated] = useState<{ url: string; message: string } | null>(null);
  const url = created?.url ?? visioUrl;
  const onCreate = async () => {
    try {
      const answer = await create.mutateAsync(appointmentId);
      setCreated({ url: answer.visioUrl, message: answer.message });
    } catch {
      // The message is shown below from the mutation's error.
    }
  };
  return (
    <Stack spacing={1} data-testid="visio-link">
      {url ? (
        <Typography variant="body2">
          Lien de la visio :{' '}
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </Link>
        </Typography>
      ) : (
        <Button
          variant="outlined"
          onClick={onCreate}
          loading={create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Créer le lien de visio
        </Button>
      )}
      {created && <Alert severity="success">{created.message}</Alert>}
      {create.error && <Alert severity="error">{create.error.message}</Alert>}
    </Stack>
  );
}
