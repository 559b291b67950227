import { PROSPECT_TILE_LABELS, type TProspectListItem } from '@batir/shared/prospects';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { ListFilters } from '../../../components/list-filters';
import { PAGE_SIZES } from '../../../components/list-pagination';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { ExportButton } from '../../jobs';
import { type ArchiveLead, useArchiveLead, useLeads } from '../api/leads';

/**
 * Route `admin-manage-leads` (administrators; spec 1 §2.4 manage/leads, the older /admin/website/lead with
 * archive=0): the website's contact requests that became prospects, newest first, archived or not.
 * A row opens the prospect sheet; the last column archives the lead or brings it back.
 */
export function LeadsPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZES[1] ?? 20,
  });
  const deferredSearch = useDeferredValue(search);
  const query = useLeads({ search: deferredSearch, archived, ...pagination });
  const archive = useArchiveLead();

  const toggle = async (row: TProspectListItem) => {
    const change: ArchiveLead = {
      customerId: row.customerId,
      projectId: row.projectId,
      archive: !row.isArchived,
    };
    const ok = await confirm({
      title: change.archive ? 'Archiver le lead' : 'Réactiver le lead',
      message: change.archive
        ? `${row.customerName} ne sera plus dans la liste des prospects.`
        : `${row.customerName} reviendra dans la liste des prospects.`,
    });
    if (!ok) return;
    archive.mutate(change, {
      onSuccess: () => snackbar.show({ text: change.archive ? 'Lead archivé' : 'Lead réactivé' }),
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    });
  };

  const columns: GridColDef<TProspectListItem>[] = [
    {
      field: 'createdAt',
      headerName: 'Reçu le',
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'customerName', headerName: 'Foyer', flex: 1, minWidth: 180 },
    {
      field: 'phone',
      headerName: 'Téléphone',
      minWidth: 150,
      valueFormatter: (value: string | null) => (value ? formatPhone(value) : ''),
    },
    { field: 'email', headerName: 'Adresse e-mail', flex: 1, minWidth: 200 },
    {
      field: 'landCity',
      headerName: 'Terrain',
      flex: 0.8,
      minWidth: 150,
      valueGetter: (_value, row) => [row.landPostalCode, row.landCity].filter(Boolean).join(' '),
    },
    {
      field: 'salesman',
      headerName: 'Commercial',
      flex: 0.8,
      minWidth: 150,
      valueGetter: (_value, row) => row.salesman?.name ?? 'Non attribué',
    },
    {
      field: 'tile',
      headerName: 'Suivi',
      minWidth: 160,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip size="small" label={PROSPECT_TILE_LABELS[row.tile]} />
          {row.isArchived && <Chip size="small" color="warning" label="Archivé" />}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      width: 64,
      renderCell: ({ row }) => {
        const label = row.isArchived ? `Réactiver ${row.customerName}` : `Archiver ${row.customerName}`;
        return (
          <Tooltip title={row.isArchived ? 'Réactiver' : 'Archiver'}>
            <IconButton
              aria-label={label}
              disabled={archive.isPending}
              onClick={(event) => {
                event.stopPropagation();
                void toggle(row);
              }}
            >
              {row.isArchived ? <UnarchiveIcon /> : <ArchiveIcon />}
            </IconButton>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, m: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Leads du site internet
        </Typography>
        <ExportButton
          request={() => ({
            list: 'leads',
            query: {
              ...(search.trim() ? { search: search.trim() } : {}),
              ...(archived ? { archived: '1' } : {}),
            },
          })}
        />
      </Stack>
      <ListFilters
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        searchLabel="Rechercher un lead"
        placeholder="Nom, téléphone, e-mail, commune"
        archived={archived}
        onArchived={(value) => {
          setArchived(value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        archivedLabel="Afficher les leads archivés"
      />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {query.error.message}
        </Alert>
      )}
      <DataGrid
        aria-label="Leads"
        rows={query.data?.list ?? []}
        getRowId={(row) => row.projectId}
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
        onRowClick={({ row }) => navigate(routeHref('admin-prospects-id', { id: row.projectId }))}
        localeText={{ ...frFR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Aucun lead' }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        autoHeight
      />
    </Paper>
  );
}
