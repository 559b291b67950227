import {
  CONSTRUCTION_STEPS,
  CONSTRUCTION_STEPS_LABEL,
  PROJECT_LIST_PAGE_SIZE,
  type TBpTile,
} from '@batir/shared/project-list';
import type { TSalesperson } from '@batir/shared/prospects';
import GridView from '@mui/icons-material/GridView';
import TableRows from '@mui/icons-material/TableRows';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useCustomerInitData } from '../api/init-data';
import { useCustomers } from '../api/list-customers';
import { type ProjectFilter, useProjects } from '../api/list-projects';
import { BpTiles } from '../components/bp-tiles';
import { HouseholdDialog } from '../components/household-dialog';
import { HouseholdTable } from '../components/household-table';
import { ProjectCards } from '../components/project-cards';
import { ProjectPicker } from '../components/project-picker';
import { ProjectTable } from '../components/project-table';
import { type ProjectListPreferences, useProjectListPreferences } from '../model/preferences';
import { useDebounced } from '../model/use-debounced';

/**
 * Route `admin-customer-list` ("Clients"): the customer projects in 3 steps with the four building-permit
 * tiles, as cards or as a table (100 a page, sorted and filtered by the server), and the households.
 * Step, tile, view, sort, search, salespeople and archived mode persist in local storage.
 */
export default function CustomerListPage() {
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const [preferences, savePreferences] = useProjectListPreferences(me.user.id);
  const [page, setPage] = useState(1);
  const [householdPage, setHouseholdPage] = useState(1);
  const [tab, setTab] = useState<'projects' | 'households'>('projects');
  const [household, setHousehold] = useState<number | null>(null);
  const [search, setSearch] = useState(preferences.search);
  const debouncedSearch = useDebounced(search);
  const initData = useCustomerInitData();
  const seesAll = initData.data?.seesAll ?? false;

  /** A filter change saves the preferences and goes back to the first page. */
  const update = (change: Partial<ProjectListPreferences>) => {
    savePreferences(change);
    setPage(1);
    setHouseholdPage(1);
  };

  // The summary's customer tiles open the list on a step (`?step=1`, `?step=construction`, `?step=all`): it
  // becomes the saved step, with every tile, salesperson and live project, unsearched, so that the list
  // shows what the counter counted (issue 15); the address goes back to the plain list.
  const [searchParams, setSearchParams] = useSearchParams();
  const stepParam = searchParams.get('step');
  useEffect(() => {
    if (stepParam === null) return;
    const step = stepParam === 'all' || stepParam === CONSTRUCTION_STEPS ? stepParam : Number(stepParam);
    if (step === 'all' || step === CONSTRUCTION_STEPS || step === 1 || step === 2 || step === 3) {
      savePreferences({ step, tile: 'all', search: '', salesmen: [], archived: false });
      setSearch('');
      setPage(1);
    }
    setSearchParams({}, { replace: true });
  }, [stepParam, savePreferences, setSearchParams]);

  const filter: ProjectFilter = useMemo(
    () => ({
      step: preferences.step,
      tile: preferences.tile,
      search: debouncedSearch,
      salesmen: seesAll ? preferences.salesmen : [],
      archived: preferences.archived,
      sort: preferences.sort,
      order: preferences.order,
      page,
      itemsPerPage: PROJECT_LIST_PAGE_SIZE,
    }),
    [preferences, debouncedSearch, seesAll, page],
  );
  const projects = useProjects(filter);
  const households = useCustomers({
    search: debouncedSearch,
    archived: preferences.archived,
    page: householdPage,
    itemsPerPage: PROJECT_LIST_PAGE_SIZE,
  });
  const salesmen = initData.data?.salesmen ?? [];
  const chosen = salesmen.filter((s) => preferences.salesmen.includes(s.id));
  const steps = initData.data?.steps ?? [];
  const total = projects.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PROJECT_LIST_PAGE_SIZE));

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Clients{preferences.archived ? ' archivés' : ''}
        </Typography>
        <ProjectPicker
          onPick={(project) => void navigate(routeHref('admin-customer-id', { id: project.id }))}
        />
      </Stack>

      <Tabs
        value={tab}
        onChange={(_event, value: 'projects' | 'households') => setTab(value)}
        aria-label="Vue"
      >
        <Tab value="projects" label="Projets" />
        <Tab value="households" label="Foyers" />
      </Tabs>

      {tab === 'projects' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Étape"
          value={preferences.step}
          onChange={(_event, value: ProjectListPreferences['step'] | null) => {
            if (value !== null) update({ step: value });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">Tous</ToggleButton>
          {steps.map((step) => (
            <ToggleButton key={step.value} value={step.value}>
              {step.label}
            </ToggleButton>
          ))}
          <ToggleButton value={CONSTRUCTION_STEPS}>{CONSTRUCTION_STEPS_LABEL}</ToggleButton>
        </ToggleButtonGroup>
      )}

      {tab === 'projects' && (
        <BpTiles
          counts={projects.data?.listTile}
          selected={preferences.tile}
          onSelect={(tile: TBpTile | 'all') => update({ tile })}
        />
      )}

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
        {seesAll && tab === 'projects' && (
          <Autocomplete<TSalesperson, true>
            multiple
            size="small"
            options={salesmen}
            value={chosen}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, value) => update({ salesmen: value.map((s) => s.id) })}
            renderInput={(params) => <TextField {...params} label="Commerciaux" />}
            sx={{ minWidth: 280 }}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={preferences.archived}
              onChange={(event) => update({ archived: event.target.checked })}
            />
          }
          label="Archives"
        />
        {tab === 'projects' && (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Affichage"
            value={preferences.view}
            onChange={(_event, value: ProjectListPreferences['view'] | null) => {
              if (value) savePreferences({ view: value });
            }}
          >
            <ToggleButton value="cards" aria-label="Cartes">
              <GridView fontSize="small" sx={{ mr: 0.5 }} /> Cartes
            </ToggleButton>
            <ToggleButton value="table" aria-label="Tableau">
              <TableRows fontSize="small" sx={{ mr: 0.5 }} /> Tableau
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>

      {tab === 'projects' && (
        <>
          {projects.isError && <Alert severity="error">{projects.error.message}</Alert>}
          {projects.data && (
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="project-count">
              {projects.data.capped
                ? `Plus de ${formatInteger(total)} projets : précisez la recherche pour les compter.`
                : total === 0
                  ? 'Aucun projet.'
                  : `${formatInteger(total)} projet${total > 1 ? 's' : ''}`}
            </Typography>
          )}
          {preferences.view === 'table' ? (
            <ProjectTable
              rows={projects.data?.list ?? []}
              total={total}
              loading={projects.isFetching}
              page={page}
              pageSize={PROJECT_LIST_PAGE_SIZE}
              onPageChange={setPage}
              sort={preferences.sort}
              order={preferences.order}
              onSortChange={(sort, order) => update({ sort, order })}
              onHousehold={setHousehold}
            />
          ) : (
            <>
              <ProjectCards rows={projects.data?.list ?? []} onHousehold={setHousehold} />
              {pages > 1 && (
                <Pagination
                  count={pages}
                  page={page}
                  onChange={(_event, value) => setPage(value)}
                  sx={{ alignSelf: 'center' }}
                />
              )}
            </>
          )}
        </>
      )}

      {tab === 'households' && (
        <>
          {households.isError && <Alert severity="error">{households.error.message}</Alert>}
          <HouseholdTable
            rows={households.data?.list ?? []}
            total={households.data?.total ?? 0}
            loading={households.isFetching}
            page={householdPage}
            pageSize={PROJECT_LIST_PAGE_SIZE}
            onPageChange={setHouseholdPage}
            onOpen={setHousehold}
          />
        </>
      )}

      <HouseholdDialog customerId={household} onClose={() => setHousehold(null)} />
    </Stack>
  );
}
