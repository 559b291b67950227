import { PASSWORD_MIN_LENGTH, type TProfile, type TProfileBody } from '@batir/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useLeaveConfirmation } from '../../../components/leave-confirmation';
import { SNACK_DEFAULT_TEXT, useSnackbar } from '../../../components/snackbar';
import { formatPhone } from '../../../lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormOutput, type ProfileFormValues, ZProfileForm } from '../profile-form-schema';

type FieldName = keyof ProfileFormValues;

const PASSWORD_CHANGED_TEXT = `${SNACK_DEFAULT_TEXT} Vos sessions ouvertes ailleurs sont fermées.`;

const FIELDS = {
  surname: { label: 'Prénom', autoComplete: 'given-name', type: 'text' },
  name: { label: 'Nom', autoComplete: 'family-name', type: 'text' },
  phone: { label: 'Téléphone', autoComplete: 'tel', type: 'tel' },
  currentPassword: { label: 'Mot de passe actuel', autoComplete: 'current-password', type: 'password' },
  newPassword: { label: 'Nouveau mot de passe', autoComplete: 'new-password', type: 'password' },
  confirmPassword: { label: 'Confirmation', autoComplete: 'new-password', type: 'password' },
} as const satisfies Record<FieldName, { label: string; autoComplete: string; type: string }>;

function formValues(profile: TProfile): ProfileFormValues {
  return {
    surname: profile.surname,
    name: profile.name,
    phone: formatPhone(profile.phone),
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** A plain 10-digit number is stored as digits only; anything else (international, extension) as typed. */
function storedPhone(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/[\s.]/g, '');
  return digits && /^\d{10}$/.test(digits) ? digits : phone;
}

function requestBody(values: ProfileFormOutput): TProfileBody {
  const { surname, name, phone, currentPassword, newPassword } = values;
  const identity = { surname, name, phone: storedPhone(phone) };
  return newPassword ? { ...identity, currentPassword, newPassword } : identity;
}

function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(FIELDS, name);
}

/** Spec 1 §2.3 account/profile: one's own name, phone and password. */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile(profile.id);
  const snackbar = useSnackbar();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: formValues(profile),
  });
  useLeaveConfirmation(isDirty);

  const onSubmit = (values: ProfileFormOutput) =>
    update.mutate(requestBody(values), {
      onSuccess: ({ user, token }) => {
        reset(formValues(user));
        snackbar.show(token ? { text: PASSWORD_CHANGED_TEXT } : {});
      },
      onError: (error) => {
        const fields = Object.entries(error.fields ?? {}).filter((entry): entry is [FieldName, string] =>
          isFieldName(entry[0]),
        );
        for (const [field, message] of fields) setError(field, { message });
        if (fields.length === 0) snackbar.show({ text: error.message, color: 'error' });
      },
    });

  const field = (name: FieldName) => {
    const { ref, ...props } = register(name, {
      // Shown in pairs (spec 1 §5) as soon as the field is left.
      onBlur: name === 'phone' ? (event) => setValue('phone', formatPhone(event.target.value)) : undefined,
    });
    return {
      ...props,
      ...FIELDS[name],
      id: `profile-${name}`,
      inputRef: ref,
      error: !!errors[name],
      helperText: errors[name]?.message,
      fullWidth: true,
    };
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <Typography component="h2" variant="h6">
        Identité
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('surname')} required />
        <TextField {...field('name')} required />
      </Stack>
      <TextField {...field('phone')} />
      <Typography component="h2" variant="h6">
        Mot de passe
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Laissez ces champs vides pour garder votre mot de passe. Le nouveau doit contenir au moins{' '}
        {PASSWORD_MIN_LENGTH} caractères, dont une lettre et un chiffre.
      </Typography>
      <TextField {...field('currentPassword')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('newPassword')} />
        <TextField {...field('confirmPassword')} />
      </Stack>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Enregistrer
      </Button>
    </Stack>
  );
}
