import { ROLE_LABELS } from '@batir/shared/roles';
import type { TUserAccount } from '@batir/shared/users';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListFilters } from '../../../components/list-filters';
import { PAGE_SIZES } from '../../../components/list-pagination';
import { formatDateTime, formatEuros, formatPersonName } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { ExportButton } from '../../jobs';
import { useUserAccounts } from '../api/list-users';

const columns: GridColDef<TUserAccount>[] = [
  {
    field: 'name',
    headerName: 'Nom',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => formatPersonName(row.surname, row.name),
  },
  { field: 'email', headerName: 'Adresse e-mail', flex: 1.2, minWidth: 220 },
  {
    field: 'roles',
    headerName: 'Rôles',
    flex: 1.2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {row.roles.map((role) => (
          <Chip key={role} label={ROLE_LABELS[role]} size="small" />
        ))}
        {!row.isActive && <Chip label="Archivé" size="small" color="warning" />}
      </Stack>
    ),
  },
  {
    field: 'manager',
    headerName: 'Responsable',
    flex: 0.8,
    minWidth: 150,
    valueGetter: (_value, row) =>
      row.manager ? formatPersonName(row.manager.surname, row.manager.name) : '',
  },
  {
    field: 'postalCodes',
    headerName: 'Codes postaux',
    flex: 0.8,
    minWidth: 140,
    valueGetter: (_value, row) => row.postalCodes.join(', '),
  },
  {
    field: 'credit',
    headerName: 'Crédit',
    type: 'number',
    minWidth: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
  {
    field: 'lastLoginAt',
    headerName: 'Dernière connexion',
    minWidth: 160,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Jamais'),
  },
];

/** Route `admin-manage-user` (administrators): staff accounts, searched and paged by the server. */
export function UsersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZES[1] ?? 20,
  });
  // Typing does not send a request per keystroke.
  const deferredSearch = useDeferredValue(search);
  const query = useUserAccounts({
    page: pagination.page + 1,
    limit: pagination.pageSize,
    search: deferredSearch,
    archived,
  });

  const openUser = (id: number) => navigate(routeHref('admin-manage-user-id', { id }));

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, m: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Utilisateurs
        </Typography>
        <Stack direction="row" spacing={1}>
          <ExportButton
            request={() => ({
              list: 'users',
              query: { ...(search.trim() ? { search: search.trim() } : {}), archived: archived ? '1' : '0' },
            })}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openUser(0)}>
            Nouvel utilisateur
          </Button>
        </Stack>
      </Stack>
      <ListFilters
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        searchLabel="Rechercher un utilisateur"
        placeholder="Nom, prénom ou e-mail"
        archived={archived}
        onArchived={(value) => {
          setArchived(value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        archivedLabel="Afficher les comptes archivés"
      />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {query.error.message}
        </Alert>
      )}
      <DataGrid
        aria-label="Utilisateurs"
        rows={query.data?.list ?? []}
        rowCount={query.data?.total ?? 0}
        columns={columns}
        loading={query.isFetching}
        paginationMode="server"
        filterMode="server"
        sortingMode="server"
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        onRowClick={({ row }) => openUser(row.id)}
        getRowClassName={({ row }) => (row.isActive ? '' : 'user-archived')}
        localeText={{
          ...frFR.components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: 'Aucun utilisateur',
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .user-archived': { color: 'text.secondary' } }}
        autoHeight
      />
    </Paper>
  );
}
