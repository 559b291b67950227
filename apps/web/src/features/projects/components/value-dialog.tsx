import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';

/**
 * A dialog asking one value (a state, a reason, an area…), checked with the route's zod schema; the form
 * stays open while the call runs and shows the server's message in the field when it refuses.
 */
export function ValueDialog<T>(props: {
  open: boolean;
  title: string;
  text?: string;
  label: string;
  schema: z.ZodType<T>;
  initial: string;
  options?: readonly { value: string; label: string }[];
  /**
   * A number typed the French way (« 1 250 », « 650,5 »): a text field with the decimal keypad, since a
   * number field refuses the comma; the schema reads the text.
   */
  decimal?: boolean;
  multiline?: boolean;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (value: T) => Promise<unknown>;
}) {
  const { open, title, text, label, schema, initial, options, decimal, multiline, pending, onClose } = props;
  const titleId = useId();
  const form = useForm<{ value: string }, unknown, { value: T }>({
    resolver: zodResolver(z.object({ value: schema })) as never,
    values: { value: initial },
  });
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await props.onSubmit(value);
      onClose();
    } catch (error) {
      form.setError('value', { message: (error as Error).message });
    }
  });
  return (
    <AppDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          <Controller
            name="value"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                autoFocus
                fullWidth
                label={label}
                {...(decimal ? { slotProps: { htmlInput: { inputMode: 'decimal' } } } : {})}
                select={!!options}
                multiline={multiline}
                minRows={multiline ? 3 : undefined}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                sx={{ mt: 1 }}
              >
                {options?.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={pending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
