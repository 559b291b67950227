import { PROSPECT_LIST_DEFAULT_FROM, PROSPECT_TILES, type TSalesperson } from '@batir/shared/prospects';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routeHref } from '../../../lib/route-names';
import { ExportButton } from '../../jobs';
import { useCurrentUser } from '../../users/api/current-user';
import { useProspectInitData } from '../api/init-data';
import { prospectListQuery, useProspects } from '../api/list-prospects';
import { ProspectCard } from '../components/prospect-card';
import { ProspectTiles } from '../components/prospect-tiles';
import { useProspectPreferences } from '../model/preferences';
import { useDebounced } from '../model/use-debounced';

/** Route `admin-prospects`: the prospects in four tiles, searched and filtered, loaded page by page. */
export default function ProspectsPage() {
  const { data: me } = useCurrentUser();
  const [preferences, update] = useProspectPreferences(me.user.id);
  const [search, setSearch] = useState(preferences.search);
  // `?tile=<tile|all>` (the summary's counter tiles) chooses the tile shown, with every salesperson and live
  // prospect, unsearched, so that the list shows what the counter counted (issue 15); then leaves the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const tileParam = searchParams.get('tile');
  useEffect(() => {
    if (!tileParam) return;
    const tile = [...PROSPECT_TILES, 'all' as const].find((value) => value === tileParam);
    if (tile) {
      update({ displayList: tile, search: '', archivedMode: false, userList: [] });
      setSearch('');
    }
    setSearchParams(
      (params) => {
        params.delete('tile');
        return params;
      },
      { replace: true },
    );
  }, [tileParam, update, setSearchParams]);
  const debouncedSearch = useDebounced(search);
  const initData = useProspectInitData();
  const seesAll = initData.data?.seesAll ?? false;
  const filter = useMemo(
    () => ({
      from: PROSPECT_LIST_DEFAULT_FROM,
      tile: preferences.displayList === 'all' ? null : preferences.displayList,
      search: debouncedSearch,
      archived: preferences.archivedMode,
      userIds: seesAll ? preferences.userList : [],
    }),
    [preferences.displayList, preferences.archivedMode, preferences.userList, debouncedSearch, seesAll],
  );
  const list = useProspects(filter);
  const first = list.data?.pages[0];
  const prospects = list.data?.pages.flatMap((page) => page.list) ?? [];
  const salesmen = initData.data?.salesmen ?? [];
  const chosen = salesmen.filter((s) => preferences.userList.includes(s.id));

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Prospects{preferences.archivedMode ? ' archivés' : ''}
        </Typography>
        <Stack direction="row" spacing={1}>
          <ExportButton request={() => ({ list: 'prospects', query: prospectListQuery(filter) })} />
          <Button variant="contained" component={RouterLink} to={routeHref('admin-prospects-add')}>
            Ajouter un prospect
          </Button>
        </Stack>
      </Stack>
      <ProspectTiles
        totals={first?.totals}
        selected={preferences.displayList}
        onSelect={(displayList) => update({ displayList })}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          label="Rechercher"
          size="small"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ search: event.target.value });
          }}
          sx={{ minWidth: 260 }}
        />
        {seesAll && (
          <Autocomplete<TSalesperson, true>
            multiple
            size="small"
            options={salesmen}
            value={chosen}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, value) => update({ userList: value.map((s) => s.id) })}
            renderInput={(params) => <TextField {...params} label="Commerciaux" />}
            sx={{ minWidth: 280 }}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={preferences.archivedMode}
              onChange={(event) => update({ archivedMode: event.target.checked })}
            />
          }
          label="Archives"
        />
        <FormControlLabel
          control={
            <Switch
              checked={preferences.configMode.enabled}
              onChange={(event) =>
                update({ configMode: { ...preferences.configMode, enabled: event.target.checked } })
              }
            />
          }
          label="Couleurs selon l'ancienneté"
        />
        {preferences.configMode.enabled &&
          (['Orange après (jours)', 'Rouge après (jours)'] as const).map((label, index) => (
            <TextField
              key={label}
              label={label}
              size="small"
              type="number"
              value={preferences.configMode.colorSteps[index]}
              slotProps={{ htmlInput: { min: 1, max: 3650 } }}
              onChange={(event) => {
                const value = Math.min(3650, Math.max(1, Math.round(Number(event.target.value) || 1)));
                const colorSteps: [number, number] = [...preferences.configMode.colorSteps];
                colorSteps[index] = value;
                update({ configMode: { ...preferences.configMode, colorSteps } });
              }}
              sx={{ width: 150 }}
            />
          ))}
      </Stack>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {first && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {first.total === 0
            ? 'Aucun prospect.'
            : `${prospects.length} affiché${prospects.length > 1 ? 's' : ''} sur ${first.total}`}
        </Typography>
      )}
      <Stack component="ul" aria-label="Prospects" spacing={1} sx={{ p: 0, m: 0 }}>
        {prospects.map((prospect) => (
          <ProspectCard key={prospect.projectId} prospect={prospect} preferences={preferences} />
        ))}
      </Stack>
      {list.hasNextPage && (
        <Box>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Chargement…' : 'Afficher plus'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
