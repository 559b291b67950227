import {
  FINANCING_LIST_LABELS,
  FINANCING_LISTS,
  type TFinancingList,
  type TFinancingListEntry,
} from '@batir/shared/financing';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { can } from '../../../lib/can';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useCancelListedFinancing } from '../api/cancel-financing';
import { useFinancingLists } from '../api/list-financings';
import { FinancingChart } from '../components/financing-chart';
import { FinancingTable } from '../components/financing-table';

/**
 * /v2/admin/summary/financing: the financing dashboard (spec 3 §3 "Financing lists": asked, waiting, done)
 * with the three counts, a bar chart, a search, and each list (a row opens the project's financing).
 * `?list=<asked|waiting|done>` opens on that list (the summary's counters each open their own).
 */
export default function FinancingDashboardPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TFinancingList>(
    () => FINANCING_LISTS.find((list) => list === params.get('list')) ?? 'asked',
  );
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, error, isFetching } = useFinancingLists(deferred);
  const { data: me } = useCurrentUser();
  // Grid operators read only: no cancel button.
  const canCancel = can(me, 'project.write');
  const cancel = useCancelListedFinancing();
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const onCancel = async (entry: TFinancingListEntry) => {
    const ok = await confirm({
      title: 'Annuler le financement',
      message: `Annuler le financement de ${entry.customerName} (« ${entry.projectName} ») ? Il quittera le tableau ; il pourra être demandé à nouveau.`,
    });
    if (ok)
      cancel.mutate(entry.projectId, {
        onSuccess: () => snackbar.show({ text: 'Financement annulé.' }),
        onError: (e) => snackbar.show({ text: e.message, color: 'error' }),
      });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={routeHref('admin-summary')} startIcon={<ArrowBack />}>
          Récapitulatif
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Financements
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="financing-total">
            {data.total} financement{data.total > 1 ? 's' : ''} en cours
          </Typography>
        )}
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton variant="rectangular" height={320} />}
      {data && (
        <>
          <Paper sx={{ p: 2 }}>
            <FinancingChart data={data} />
          </Paper>
          <Paper>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', px: 2, pt: 1, gap: 1 }}
            >
              <Tabs
                value={tab}
                onChange={(_event, value: TFinancingList) => setTab(value)}
                variant="scrollable"
                aria-label="Listes des financements"
              >
                {FINANCING_LISTS.map((list) => (
                  <Tab
                    key={list}
                    value={list}
                    id={`financing-tab-${list}`}
                    aria-controls={`financing-panel-${list}`}
                    label={
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <span>{FINANCING_LIST_LABELS[list]}</span>
                        <Chip
                          size="small"
                          color={list === tab ? 'primary' : 'default'}
                          label={data[list].total}
                        />
                      </Stack>
                    }
                  />
                ))}
              </Tabs>
              <TextField
                size="small"
                label="Rechercher"
                placeholder="Client, projet, banque"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Stack>
            <div
              role="tabpanel"
              id={`financing-panel-${tab}`}
              aria-labelledby={`financing-tab-${tab}`}
              aria-busy={isFetching}
            >
              <FinancingTable
                list={tab}
                entries={data[tab].list}
                total={data[tab].total}
                onCancel={canCancel ? (entry) => void onCancel(entry) : null}
              />
            </div>
          </Paper>
        </>
      )}
    </Stack>
  );
}
