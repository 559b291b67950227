import { PASSWORD_MIN_LENGTH, ZNewPassword } from '@batir/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { setSignOutReason } from '../../../lib/auth';
import { useResetPassword } from '../api/reset-password';

/** The server's password rules (ZNewPassword), plus the confirmation typed a second time. */
const ZResetPasswordForm = z
  .object({ password: ZNewPassword, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: 'Les deux mots de passe ne sont pas identiques',
  });
type ResetPasswordValues = z.infer<typeof ZResetPasswordForm>;

export const PASSWORD_CHANGED_NOTICE = 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.';

/**
 * The page the mailed link opens (/v2/admin/forgotPassword?token=…, /clients/forgotPassword?token=… for
 * customers): choose the new password, then sign in on the login page of the same space.
 */
export function ResetPasswordForm({
  token,
  loginHref,
  forgotHref,
}: {
  token: string;
  loginHref: string;
  forgotHref: string;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = ({ password }: ResetPasswordValues) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The login page shows this notice above its form.
          setSignOutReason(PASSWORD_CHANGED_NOTICE);
          navigate(loginHref, { replace: true });
        },
        onError: (error) => {
          if (error.fields?.password) setError('password', { message: error.fields.password });
        },
      },
    );

  const field = (name: keyof ResetPasswordValues, label: string) => {
    const { ref, ...props } = register(name);
    return {
      ...props,
      inputRef: ref,
      id: `reset-${name}`,
      label,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      fullWidth: true,
      error: !!errors[name],
      helperText: errors[name]?.message,
    };
  };

  // A refused token (used, expired) is not a field error: say it and offer a new link.
  const linkProblem = reset.error && !reset.error.fields?.password ? reset.error.message : null;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Nouveau mot de passe
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Votre mot de passe doit contenir au moins {PASSWORD_MIN_LENGTH} caractères, dont une lettre et un
        chiffre. Vos sessions ouvertes ailleurs seront fermées.
      </Typography>
      {linkProblem && (
        <Alert severity="error" role="alert">
          {linkProblem}{' '}
          <Link component={RouterLink} to={forgotHref} color="inherit">
            Recevoir un nouveau lien
          </Link>
        </Alert>
      )}
      <TextField {...field('password', 'Nouveau mot de passe')} autoFocus />
      <TextField {...field('confirmation', 'Confirmation du mot de passe')} />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        Enregistrer le mot de passe
      </Button>
    </Stack>
  );
}
