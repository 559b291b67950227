import {
  type TSalesmanDetail,
  type TSalesmanProfileBody,
  ZSalesmanProfileBody,
} from '@batir/shared/salesmen';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar';
import { formatPersonName, formatPhone } from '../../../lib/format';
import { useUpdateSalesman } from '../api/update-salesman';

const initials = (salesman: TSalesmanDetail) =>
  `${salesman.surname.charAt(0)}${salesman.name.charAt(0)}`.toUpperCase();

/** Photo, job title, presentation and phone (in pairs); the person himself or an admin edits them. */
export function ProfileCard({ salesman }: { salesman: TSalesmanDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            src={salesman.photoUrl ?? undefined}
            alt={formatPersonName(salesman.surname, salesman.name)}
            sx={{ width: 72, height: 72 }}
          >
            {initials(salesman)}
          </Avatar>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {formatPersonName(salesman.surname, salesman.name)}
            </Typography>
            {editing ? (
              <ProfileForm salesman={salesman} onDone={() => setEditing(false)} />
            ) : (
              <>
                <Typography color="text.secondary">
                  {salesman.jobTitle || 'Intitulé du poste non renseigné'}
                </Typography>
                {salesman.phone && (
                  <Typography aria-label="Téléphone">{formatPhone(salesman.phone)}</Typography>
                )}
                <Typography variant="body2">{salesman.email}</Typography>
                {salesman.presentation && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                    {salesman.presentation}
                  </Typography>
                )}
                {salesman.can.editProfile && (
                  <Button
                    size="small"
                    onClick={() => setEditing(true)}
                    sx={{ alignSelf: 'flex-start', mt: 1 }}
                  >
                    Modifier le profil
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ salesman, onDone }: { salesman: TSalesmanDetail; onDone: () => void }) {
  const update = useUpdateSalesman(salesman.id);
  const snackbar = useSnackbar();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSalesmanProfileBody, unknown, z.output<typeof ZSalesmanProfileBody>>({
    resolver: zodResolver(ZSalesmanProfileBody),
    defaultValues: {
      jobTitle: salesman.jobTitle,
      presentation: salesman.presentation,
      phone: salesman.phone ?? '',
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ kind: 'profile', body });
      snackbar.show({ text: 'Profil enregistré.' });
      onDone();
    } catch {
      // Shown below.
    }
  });
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ pt: 1 }}>
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
      <TextField
        label="Intitulé du poste"
        {...register('jobTitle')}
        error={!!errors.jobTitle}
        helperText={errors.jobTitle?.message}
      />
      <TextField
        label="Téléphone"
        {...register('phone')}
        error={!!errors.phone}
        helperText={errors.phone?.message}
      />
      <TextField
        label="Présentation"
        multiline
        minRows={3}
        {...register('presentation')}
        error={!!errors.presentation}
        helperText={errors.presentation?.message ?? 'Lue par les clients sur leur espace.'}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Enregistrer
        </Button>
        <Button onClick={onDone}>Annuler</Button>
      </Stack>
    </Stack>
  );
}
