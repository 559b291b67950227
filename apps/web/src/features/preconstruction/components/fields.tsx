import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import { type ReactNode, useState } from 'react';
import dayjs from '../../../lib/dayjs';
import { formatDateTime, parseDateTime, parseFrenchNumber } from '../../../lib/format';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export function FrenchDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
      {children}
    </LocalizationProvider>
  );
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', ',');

type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** How a value received from the form is written (default: as typed, comma decimals). */
  format?: (value: number) => string;
};

/** A number typed the French way (comma decimals); the form holds the number. */
export function NumberField({ value, onChange, format, ...props }: NumberFieldProps) {
  const write = (next: number | null | undefined) =>
    format && typeof next === 'number' && Number.isFinite(next) ? format(next) : numberText(next);
  const [text, setText] = useState(() => write(value));
  const shown = parseFrenchNumber(text) === (value ?? null) || Number.isNaN(value) ? text : write(value);
  return (
    <TextField
      {...props}
      value={shown}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseFrenchNumber(event.target.value));
      }}
    />
  );
}

type DateFieldProps = {
  label: string;
  /** AAAA-MM-JJ or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
};

/** A date (no time) shown DD/MM/YYYY; the form holds AAAA-MM-JJ. Inside <FrenchDates>. */
export function DateField({ label, value, onChange, error, disabled, name }: DateFieldProps) {
  return (
    <DatePicker
      label={label}
      format="DD/MM/YYYY"
      value={value ? dayjs(value) : null}
      disabled={disabled ?? false}
      onChange={(day) => onChange(day?.isValid() ? day.format('YYYY-MM-DD') : null)}
      slotProps={{
        textField: { error: !!error, helperText: error, fullWidth: true, ...(name ? { name } : {}) },
        field: { clearable: true },
      }}
    />
  );
}

type DateTimeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The ISO instant, or '' when the text typed is not a date. */
  value: string;
  onChange: (iso: string) => void;
};

/** A date and time typed DD/MM/YYYY HH:mm in Paris time, whatever the browser's time zone. */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
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
