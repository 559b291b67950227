import { PIN_MESSAGE_MAX, type TSalesmanDetail } from '@batir/shared/salesmen';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useUpdateSalesman } from '../api/update-salesman';

/**
 * The message pinned on his dashboard: administrators and his manager write it (empty removes it); he and
 * the others read it.
 */
export function PinMessageCard({ salesman }: { salesman: TSalesmanDetail }) {
  const update = useUpdateSalesman(salesman.id);
  const snackbar = useSnackbar();
  const [text, setText] = useState(salesman.pinMessage);
  const [shownFor, setShownFor] = useState(salesman.pinMessage);
  // A fresh answer (another salesperson selected, or saved) resets the editor.
  if (shownFor !== salesman.pinMessage) {
    setShownFor(salesman.pinMessage);
    setText(salesman.pinMessage);
  }
  const save = async (value: string) => {
    try {
      await update.mutateAsync({ kind: 'pinMessage', body: { pinMessage: value } });
      snackbar.show({ text: value.trim() ? 'Message épinglé.' : 'Message retiré.' });
    } catch {
      // Shown below.
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Message épinglé
        </Typography>
        {salesman.can.editPinMessage ? (
          <Stack spacing={1}>
            {update.error && <Alert severity="error">{update.error.message}</Alert>}
            <TextField
              label="Message affiché sur son tableau de bord"
              multiline
              minRows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={`${text.length} / ${PIN_MESSAGE_MAX} caractères`}
              error={text.length > PIN_MESSAGE_MAX}
              slotProps={{ htmlInput: { maxLength: PIN_MESSAGE_MAX } }}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                onClick={() => save(text)}
                loading={update.isPending}
                disabled={text.trim() === salesman.pinMessage}
              >
                Épingler
              </Button>
              {salesman.pinMessage && (
                <Button color="warning" onClick={() => save('')} disabled={update.isPending}>
                  Retirer
                </Button>
              )}
            </Stack>
          </Stack>
        ) : salesman.pinMessage ? (
          <Alert severity="info" icon={false} data-testid="pinned-message" sx={{ whiteSpace: 'pre-line' }}>
            {salesman.pinMessage}
          </Alert>
        ) : (
          <Typography color="text.secondary">Aucun message épinglé.</Typography>
        )}
      </CardContent>
    </Card>
  );
}
