import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { useFeedUrl, useRenewFeedUrl } from '../api/feed-url';

/** The secret .ics address of the user's agenda, to subscribe from a phone calendar. */
export function FeedLink({ user }: { user: number }) {
  const feed = useFeedUrl(user);
  const renew = useRenewFeedUrl(user);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const url = feed.data?.url ?? '';

  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    snackbar.show({ text: 'Adresse copiée.' });
  };
  const onRenew = async () => {
    if (
      !(await confirm({
        title: 'Nouvelle adresse',
        message: 'Les téléphones abonnés avec l’adresse actuelle ne recevront plus l’agenda.',
      }))
    )
      return;
    await renew.mutateAsync();
    snackbar.show({ text: 'Nouvelle adresse créée.' });
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Ajoutez cette adresse dans le calendrier de votre téléphone (« S’abonner à un calendrier »). Gardez-la
        pour vous : elle donne accès à votre agenda.
      </Typography>
      <TextField
        label="Abonnement (.ics)"
        value={url}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'agenda-feed-url' } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={copy} disabled={!url}>
          Copier
        </Button>
        <Button size="small" color="warning" onClick={onRenew} loading={renew.isPending}>
          Changer l’adresse
        </Button>
      </Stack>
    </Stack>
  );
}
