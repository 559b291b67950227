import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AppDialog } from '../../../../components/app-dialog';

/** Asks the new name of an attachment; `onSave` gets the trimmed name when it changed. */
export function RenameDialog(props: {
  name: string | null;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { name, pending, onSave, onClose } = props;
  return (
    <AppDialog open={name !== null} onClose={onClose} width="small" aria-labelledby="rename-attachment-title">
      {name !== null && (
        <RenameForm key={name} name={name} pending={pending} onSave={onSave} onClose={onClose} />
      )}
    </AppDialog>
  );
}

function RenameForm(props: {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(props.name);
  const trimmed = value.trim();
  const error = trimmed === '' ? 'Saisissez un nom' : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (error) return;
        if (trimmed === props.name) props.onClose();
        else props.onSave(trimmed);
      }}
    >
      <DialogTitle id="rename-attachment-title">Renommer la pièce jointe</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Nom du fichier"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!!error}
          helperText={error}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button type="submit" variant="contained" disabled={props.pending || !!error}>
          Renommer
        </Button>
      </DialogActions>
    </form>
  );
}
