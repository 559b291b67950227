import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type LoginFieldProps = {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: string | undefined;
  autoFocus?: boolean;
};

/** An outlined text field; lighter than TextField, which also brings Select and its menu. */
export function LoginField({ name, label, type, autoComplete, error, autoFocus }: LoginFieldProps) {
  const id = `login-${name}`;
  return (
    <FormControl variant="outlined" fullWidth required error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
