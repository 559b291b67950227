import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { DayField } from './day-field';

export type FormField =
  | { name: string; label: string; kind: 'text' | 'multiline' | 'email' | 'amount'; helper?: string }
  | {
      name: string;
      label: string;
      kind: 'date';
      disableFuture?: boolean;
      disablePast?: boolean;
      required?: boolean;
    }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'checkboxes'; options: { value: number; label: string }[] };

type Values = Record<string, unknown>;

/**
 * A dialog holding one small form (react-hook-form validated by the route's zod schema from the shared
 * package). `onSubmit` receives the parsed values; a field error from the server lands under its field.
 */
export function FormDialog(props: {
  open: boolean;
  title: string;
  intro?: ReactNode;
  fields: FormField[];
  schema: z.ZodType;
  defaults: Values;
  submitLabel: string;
  danger?: boolean;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<unknown>;
}) {
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<Values>,
    values: props.defaults,
  });
  const close = () => {
    reset(props.defaults);
    props.onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      close();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      for (const [name, message] of Object.entries(fields ?? {})) setError(name, { message });
    }
  });
  const titleId = `bp-dialog-${props.title
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '-')
    .toLowerCase()}`;
  return (
    <AppDialog open={props.open} onClose={close} aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.intro &&
              (typeof props.intro === 'string' ? (
                <Alert severity={props.danger ? 'warning' : 'info'}>{props.intro}</Alert>
              ) : (
                props.intro
              ))}
            {props.fields.map((field) => (
              <Controller
                key={field.name}
                name={field.name}
                control={control}
                render={({ field: input, fieldState }) => {
                  const error = fieldState.error?.message;
                  if (field.kind === 'date')
                    return (
                      <DayField
                        label={field.label}
                        name={field.name}
                        value={(input.value as string | null) ?? null}
                        onChange={input.onChange}
                        error={error}
                        disableFuture={field.disableFuture ?? false}
                        disablePast={field.disablePast ?? false}
                        required={field.required ?? false}
                      />
                    );
                  if (field.kind === 'select')
                    return (
                      <TextField
                        select
                        label={field.label}
                        value={(input.value as string) ?? ''}
                        onChange={input.onChange}
                        error={!!error}
                        helperText={error}
                        fullWidth
                      >
                        {field.options.map((option) => (
                          <MenuItem key={option.value} value={option.value}>
                            {option.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    );
                  if (field.kind === 'checkboxes') {
                    const chosen = new Set((input.value as number[]) ?? []);
                    return (
                      <div>
                        <FormLabel component="legend">{field.label}</FormLabel>
                        {field.options.length === 0 ? (
                          <Typography variant="body2" color="text.secondary">
                            Aucun fichier du permis.
                          </Typography>
                        ) : (
                          <FormGroup>
                            {field.options.map((option) => (
                              <FormControlLabel
                                key={option.value}
                                label={option.label}
                                control={
                                  <Checkbox
                                    checked={chosen.has(option.value)}
                                    onChange={(event) => {
                                      const next = new Set(chosen);
                                      if (event.target.checked) next.add(option.value);
                                      else next.delete(option.value);
                                      input.onChange([...next]);
                                    }}
                                  />
                                }
                              />
                            ))}
                          </FormGroup>
                        )}
                        {error && (
                          <Typography variant="caption" color="error">
                            {error}
                          </Typography>
                        )}
                      </div>
                    );
                  }
                  return (
                    <TextField
                      name={input.name}
                      inputRef={input.ref}
                      value={(input.value as string) ?? ''}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      label={field.label}
                      type={field.kind === 'email' ? 'email' : 'text'}
                      multiline={field.kind === 'multiline'}
                      minRows={field.kind === 'multiline' ? 3 : undefined}
                      error={!!error}
                      helperText={error ?? field.helper}
                      fullWidth
                      slotProps={
                        field.kind === 'amount'
                          ? {
                              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                              htmlInput: { inputMode: 'decimal' },
                            }
                          : {}
                      }
                    />
                  );
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuler</Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? 'error' : 'primary'}
            disabled={props.pending}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
