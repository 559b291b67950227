import { ZFileRenameBody } from '@batir/shared/files';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';

/** The new name of a document (its extension is kept by the server). */
export function RenameDialog(props: {
  name: string | null;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { name, onClose } = props;
  return (
    <AppDialog open={name !== null} onClose={onClose} width="small" aria-labelledby="rename-document-title">
      {name !== null && <RenameForm key={name} {...props} name={name} />}
    </AppDialog>
  );
}

function RenameForm(props: {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    resolver: zodResolver(ZFileRenameBody),
    defaultValues: { name: props.name },
  });
  const onSubmit = handleSubmit(({ name }) => (name === props.name ? props.onClose() : props.onSave(name)));
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="rename-document-title">Renommer le document</DialogTitle>
      <DialogContent>
        <TextField
          {...register('name')}
          autoFocus
          fullWidth
          label="Nom du fichier"
          error={!!formState.errors.name}
          helperText={formState.errors.name?.message ?? "L'extension du fichier est conservée."}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button type="submit" variant="contained" loading={props.pending}>
          Renommer
        </Button>
      </DialogActions>
    </form>
  );
}
