import {
  type TCustomerEditBody,
  type TCustomerEditValues,
  type TCustomerResponse,
  ZCustomerEditBody,
} from '@batir/shared/customers';
import { projectStepLabel } from '@batir/shared/project-list';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useArchiveCustomer } from '../api/archive-customer';
import { useCustomer } from '../api/customer';
import { useDefaultProject } from '../api/default-project';
import { useEditCustomer } from '../api/edit-customer';
import { BpTileChip } from './project-chips';

const FIELDS: [keyof TCustomerEditBody, string, string?][][] = [
  [
    ['name1', 'Nom (personne 1)'],
    ['surname1', 'Prénom (personne 1)'],
  ],
  [
    ['name2', 'Nom (personne 2)'],
    ['surname2', 'Prénom (personne 2)'],
  ],
  [
    ['phone', 'Téléphone', 'tel'],
    ['phone2', 'Téléphone 2', 'tel'],
  ],
  [
    ['email', 'E-mail', 'email'],
    ['email2', 'E-mail 2', 'email'],
  ],
  [['address', 'Adresse']],
  [
    ['postalCode', 'Code postal'],
    ['city', 'Ville'],
  ],
];

export function formValues(data: TCustomerResponse): TCustomerEditBody {
  const { customer } = data;
  return {
    name1: customer.name1,
    surname1: customer.surname1,
    name2: customer.name2,
    surname2: customer.surname2,
    phone: customer.phone ?? '',
    phone2: customer.phone2 ?? '',
    email: customer.email ?? '',
    email2: customer.email2 ?? '',
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
  };
}

/** The household of a project: contact details (editable), archive, its projects and the default one. */
export function HouseholdDialog(props: { customerId: number | null; onClose: () => void }) {
  const { customerId, onClose } = props;
  const query = useCustomer(customerId);
  return (
    <AppDialog open={customerId !== null} onClose={onClose} aria-labelledby="household-title" width="large">
      <DialogTitle id="household-title">
        Foyer{query.data ? ` : ${query.data.customer.displayName}` : ''}
        {query.data?.customer.isArchived && <Chip size="small" label="Archivé" sx={{ ml: 1 }} />}
      </DialogTitle>
      {query.isError && (
        <DialogContent>
          <Alert severity="error">{query.error.message}</Alert>
        </DialogContent>
      )}
      {query.isPending && customerId !== null && (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Chargement du foyer" />
        </DialogContent>
      )}
      {query.data && customerId !== null && (
        <HouseholdForm key={customerId} customerId={customerId} data={query.data} onClose={onClose} />
      )}
      {!query.data && (
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
        </DialogActions>
      )}
    </AppDialog>
  );
}

function HouseholdForm(props: { customerId: number; data: TCustomerResponse; onClose: () => void }) {
  const { customerId, data, onClose } = props;
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const edit = useEditCustomer(customerId);
  const archive = useArchiveCustomer();
  const defaultProject = useDefaultProject();
  const { control, handleSubmit, setError } = useForm<TCustomerEditBody, unknown, TCustomerEditValues>({
    resolver: zodResolver(ZCustomerEditBody),
    values: formValues(data),
  });
  const readOnly = !data.canWrite;
  const customerProjects = data.projects.filter((p) => !p.isProspect);

  const onSubmit = handleSubmit((values) =>
    edit.mutate(values, {
      onSuccess: () => snackbar.show(),
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TCustomerEditBody, { message });
        snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );

  const toggleArchive = async () => {
    const archiving = !data.customer.isArchived;
    const ok = await confirm({
      title: archiving ? 'Archiver le foyer' : 'Réactiver le foyer',
      message: archiving
        ? `Le foyer ${data.customer.displayName} et tous ses projets seront archivés.`
        : `Le foyer ${data.customer.displayName} et tous ses projets redeviendront actifs.`,
    });
    if (!ok) return;
    archive.mutate(
      { customer: customerId, archive: archiving },
      {
        onSuccess: (answer) => snackbar.show({ text: answer.message }),
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((row) => (
            <Stack key={row[0]?.[0]} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {row.map(([name, label, type]) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      value={field.value ?? ''}
                      label={label}
                      type={type ?? 'text'}
                      required={name === 'name1'}
                      disabled={readOnly}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      sx={{ flex: 1 }}
                    />
                  )}
                />
              ))}
            </Stack>
          ))}
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Projets du foyer
        </Typography>
        {customerProjects.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            Choisissez le projet ouvert par défaut pour ce foyer.
          </Typography>
        )}
        <List dense aria-label="Projets du foyer">
          {data.projects.map((project) => (
            <ListItem
              key={project.id}
              disableGutters
              secondaryAction={<BpTileChip tile={project.bpTile} />}
              sx={{ pr: 22 }}
            >
              {customerProjects.length > 1 && !project.isProspect && (
                <Radio
                  edge="start"
                  checked={data.customer.defaultProjectId === project.id}
                  disabled={readOnly || defaultProject.isPending}
                  slotProps={{ input: { 'aria-label': `Projet par défaut : ${project.name}` } }}
                  onChange={() =>
                    defaultProject.mutate(
                      { customer: customerId, project: project.id },
                      {
                        onSuccess: (answer) => snackbar.show({ text: answer.message }),
                        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
                      },
                    )
                  }
                />
              )}
              <ListItemText
                primary={
                  project.isProspect ? (
                    `${project.name} (prospect)`
                  ) : (
                    <Link
                      component={RouterLink}
                      to={routeHref('admin-customer-id', { id: project.id })}
                      onClick={onClose}
                    >
                      {project.name}
                    </Link>
                  )
                }
                secondary={[
                  projectStepLabel(project.step),
                  project.landCity,
                  project.salesman?.name,
                  `créé le ${formatShortDate(project.createdAt)}`,
                  project.isArchived ? 'archivé' : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button
          color={data.customer.isArchived ? 'primary' : 'warning'}
          disabled={readOnly || archive.isPending}
          onClick={() => void toggleArchive()}
        >
          {data.customer.isArchived ? 'Réactiver le foyer' : 'Archiver le foyer'}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>Fermer</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={edit.isPending}>
              Enregistrer
            </Button>
          )}
        </Stack>
      </DialogActions>
    </form>
  );
}
