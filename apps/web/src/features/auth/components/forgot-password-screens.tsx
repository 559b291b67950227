import { ZForgotPasswordBody } from '@batir/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type OkAnswer, useForgotPassword } from '../api/forgot-password';
import { ResetPasswordForm } from '../pages/reset-password-page';

/** The answer shown whatever the address: it must not tell whether an account exists. */
const FORGOT_PASSWORD_CONFIRMATION =
  'Si un compte correspond à cette adresse, un e-mail avec un lien de réinitialisation valable une heure vient de lui être envoyé.';

/** Where the forgotten-password screens of a space send their requests and link to. */
export type PasswordSpace = {
  send: (email: string) => Promise<OkAnswer>;
  /** Router paths of the space's login page and of this page. */
  loginHref: string;
  forgotHref: string;
};

/** Asks for a link, or, opened from the link (`?token=…`), chooses the new password; for either space. */
export function ForgotPasswordScreens(space: PasswordSpace) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? (
    <ResetPasswordForm token={token} loginHref={space.loginHref} forgotHref={space.forgotHref} />
  ) : (
    <ForgotPasswordForm {...space} />
  );
}

function ForgotPasswordForm({ send, loginHref }: PasswordSpace) {
  const forgot = useForgotPassword(send);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { ref, ...email } = register('email');

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Mot de passe oublié
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {FORGOT_PASSWORD_CONFIRMATION}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={handleSubmit((values) => forgot.mutate(values.email))}
        >
          <Typography variant="body2" color="text.secondary">
            Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau
            mot de passe.
          </Typography>
          {forgot.error && (
            <Alert severity="error" role="alert">
              {forgot.error.message}
            </Alert>
          )}
          <TextField
            {...email}
            inputRef={ref}
            id="forgot-email"
            type="email"
            label="Adresse e-mail"
            autoComplete="username"
            autoFocus
            required
            fullWidth
            error={!!errors.email}
            helperText={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
            Envoyer le lien
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to={loginHref} variant="body2">
        Retour à la connexion
      </Link>
    </Stack>
  );
}
