import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

/**
 * A one-field form (a comment, a note): checked with the route's zod schema before sending; cleared when
 * `onSend` resolves. `onSend` rejects with the server's French message, shown under the field.
 */
export function TextForm(props: {
  label: string;
  formLabel: string;
  button: string;
  schema: z.ZodType<{ text: string }>;
  pending: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Texte invalide');
    setError(null);
    try {
      await props.onSend(parsed.data.text);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Une erreur est survenue.');
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={props.formLabel}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={props.label}
          size="small"
          multiline
          minRows={2}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" loading={props.pending} sx={{ flexShrink: 0 }}>
          {props.button}
        </Button>
      </Stack>
    </Box>
  );
}
