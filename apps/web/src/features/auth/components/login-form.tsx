import type { TCurrentUserResponse, TLoginBody } from '@batir/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useLogin } from '../api/login';
import { LoginField } from './login-field';

type FieldErrors = Partial<Record<keyof TLoginBody, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Same rules and texts as the server's ZLoginBody, checked by hand to keep zod out of the login chunk. */
export function validateLogin(values: TLoginBody): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Saisissez votre adresse e-mail';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'Adresse e-mail invalide';
  if (!values.password) errors.password = 'Saisissez votre mot de passe';
  else if (values.password.length > 200) errors.password = 'Mot de passe trop long';
  return errors;
}

type LoginFormProps = {
  notice?: string | null;
  /** The signed-in account (null during maintenance), for the page to send it to its own area. */
  onSignedIn: (user: TCurrentUserResponse | null) => void;
  /** Why an account with no access to this area (a craftsman's) is refused. */
  refusal?: string;
};

export function LoginForm({ notice, onSignedIn, refusal }: LoginFormProps) {
  const login = useLogin(refusal);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const errors = validateLogin(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      login.reset();
      return;
    }
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => setFieldErrors((error.fields ?? {}) as FieldErrors),
    });
  }

  const alert = login.error ? login.error.message : login.isIdle ? notice : null;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
      {alert && (
        <Alert severity={login.error ? 'error' : 'warning'} role="alert">
          {alert}
        </Alert>
      )}
      <LoginField
        name="email"
        type="email"
        label="Adresse e-mail"
        autoComplete="username"
        autoFocus
        error={fieldErrors.email}
      />
      <LoginField
        name="password"
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        Se connecter
      </Button>
    </Stack>
  );
}
