import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { SNACK_DEFAULT_TEXT, useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatPersonName } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useArchiveUser } from '../api/archive-user';
import { useCurrentUser } from '../api/current-user';
import { useSaveUser } from '../api/save-user';
import { useUserAccount } from '../api/user-account';
import { UserForm, type UserFormProps } from '../components/user-form';

/** Route `admin-manage-user-id` (administrators): `{id}` 0 creates a staff account, else edits it. */
export function UserPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const { data: me } = useCurrentUser();
  const query = useUserAccount(id);
  const save = useSaveUser();
  const archive = useArchiveUser();
  const account = id > 0 ? query.data : null;

  const onSubmit: UserFormProps['onSubmit'] = (values, { setFieldErrors }) =>
    save.mutate(
      { ...(account ? { id: account.id } : {}), body: values },
      {
        onSuccess: ({ user }) => {
          snackbar.show({
            text: account ? SNACK_DEFAULT_TEXT : `Compte créé : un e-mail est parti à ${user.email}.`,
          });
          if (!account) navigate(routeHref('admin-manage-user-id', { id: user.id }), { replace: true });
        },
        onError: (error) => {
          if (!setFieldErrors(error.fields ?? {})) snackbar.show({ text: error.message, color: 'error' });
        },
      },
    );

  const onArchive = async () => {
    if (!account) return;
    const toArchive = account.isActive;
    const yes = await confirm(
      toArchive
        ? {
            title: 'Archiver le compte',
            message: `${formatPersonName(account.surname, account.name)} ne pourra plus se connecter et ses sessions ouvertes prennent fin immédiatement.`,
          }
        : {
            title: 'Réactiver le compte',
            message: `${formatPersonName(account.surname, account.name)} pourra de nouveau se connecter.`,
          },
    );
    if (!yes) return;
    archive.mutate(
      { id: account.id, archive: toArchive },
      {
        onSuccess: () => snackbar.show({ text: toArchive ? 'Compte archivé.' : 'Compte réactivé.' }),
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  };

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, m: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Button
        component={RouterLink}
        to={routeHref('admin-manage-user')}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        Utilisateurs
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {account
            ? formatPersonName(account.surname, account.name)
            : id > 0
              ? 'Utilisateur'
              : 'Nouvel utilisateur'}
        </Typography>
        {account && !account.isActive && <Chip label="Archivé" color="warning" />}
      </Stack>
      {account && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Dernière connexion : {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'jamais'}
        </Typography>
      )}
      {query.isLoading && <LinearProgress aria-label="Chargement de l'utilisateur" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {(id === 0 || account) && (
        <UserForm
          // A fresh form for each account opened.
          key={account?.id ?? 'new'}
          account={account ?? null}
          saving={save.isPending}
          onSubmit={onSubmit}
          actions={
            account &&
            account.id !== me.user.id && (
              <Button
                color={account.isActive ? 'error' : 'primary'}
                variant="outlined"
                onClick={onArchive}
                loading={archive.isPending}
              >
                {account.isActive ? 'Archiver' : 'Réactiver'}
              </Button>
            )
          }
        />
      )}
    </Paper>
  );
}
