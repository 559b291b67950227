import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { formatDateTime, parseDateTime } from '../../../lib/format';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The ISO instant, or '' when the text typed is not a date. */
  value: string;
  onChange: (iso: string) => void;
};

/**
 * A date and time typed as DD/MM/YYYY HH:mm in Paris time (spec 1 §9), whatever the browser's language and
 * time zone; a native date input would follow the browser's. The form keeps the ISO instant the server
 * expects; the text being typed stays here until it reads as a date.
 */
export function DateTimeField({ value, onChange, ...props }: Props) {
  const [text, setText] = useState(() => formatDateTime(value));
  return (
    <TextField
      {...props}
      value={text}
      placeholder="JJ/MM/AAAA HH:mm"
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDateTime(event.target.value)?.toISOString() ?? '');
      }}
    />
  );
}
