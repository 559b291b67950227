import PushPin from '@mui/icons-material/PushPin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * The message a manager pinned on the user's dashboard (`users.pin_message`, from GET /api/user), shown
 * at the top while it is not empty.
 */
export function PinnedMessage({ message }: { message: string | null | undefined }) {
  const text = message?.trim();
  if (!text) return null;
  return (
    <Alert
      severity="info"
      icon={<PushPin />}
      role="note"
      aria-label="Message épinglé"
      sx={{ gridColumn: '1 / -1', whiteSpace: 'pre-line' }}
    >
      <AlertTitle>Message de votre responsable</AlertTitle>
      {text}
    </Alert>
  );
}
