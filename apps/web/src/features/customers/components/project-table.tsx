import type { TProjectListItem, TProjectSortField } from '@batir/shared/project-list';
import PeopleOutline from '@mui/icons-material/FamilyRestroomOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useNavigate } from 'react-router';
import { formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { BpTileChip, StepChip } from './project-chips';
import { ProjectRowMenu } from './project-row-menu';

/** Columns sorted by the server, with the sort key each one sends. */
const SORT_FIELDS: Record<string, TProjectSortField> = {
  customerName: 'customer',
  name: 'name',
  step: 'step',
  salesman: 'salesman',
  createdAt: 'createdAt',
};

/** The project list as a Data Grid: server-side pagination (100 a page) and sorting. */
export function ProjectTable(props: {
  rows: TProjectListItem[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: TProjectSortField;
  order: 'asc' | 'desc';
  onSortChange: (sort: TProjectSortField, order: 'asc' | 'desc') => void;
  onHousehold: (customerId: number) => void;
}) {
  const { rows, total, loading, page, pageSize, onPageChange, sort, order, onSortChange, onHousehold } =
    props;
  const navigate = useNavigate();
  const field = Object.entries(SORT_FIELDS).find(([, value]) => value === sort)?.[0];
  const sortModel: GridSortModel = field ? [{ field, sort: order }] : [];

  const columns: GridColDef<TProjectListItem>[] = [
    { field: 'customerName', headerName: 'Client', flex: 1.2, minWidth: 180 },
    { field: 'name', headerName: 'Projet', flex: 1.4, minWidth: 200 },
    {
      field: 'step',
      headerName: 'Étape',
      width: 140,
      renderCell: ({ row }) => <StepChip step={row.step} />,
    },
    {
      field: 'bpTile',
      headerName: 'Permis de construire',
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <BpTileChip tile={row.bpTile} />,
    },
    {
      field: 'salesman',
      headerName: 'Commercial',
      flex: 0.8,
      minWidth: 140,
      valueGetter: (_value, row) => row.salesman?.name ?? '',
    },
    {
      field: 'landCity',
      headerName: 'Terrain',
      flex: 0.8,
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) =>
        [row.landCity, row.landPostalCode && `(${row.landPostalCode})`].filter(Boolean).join(' '),
    },
    {
      field: 'createdAt',
      headerName: 'Créé le',
      width: 110,
      valueFormatter: (value: string) => formatShortDate(value),
    },
    {
      field: 'actions',
      headerName: '',
      width: 96,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title="Foyer">
            <IconButton
              size="small"
              aria-label={`Foyer de ${row.customerName}`}
              onClick={(event) => {
                event.stopPropagation();
                onHousehold(row.customerId);
              }}
            >
              <PeopleOutline fontSize="small" />
            </IconButton>
          </Tooltip>
          <ProjectRowMenu project={row} onHousehold={onHousehold} />
        </Stack>
      ),
    },
  ];

  return (
    <DataGrid
      aria-label="Projets"
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      paginationModel={{ page: page - 1, pageSize }}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      pageSizeOptions={[pageSize]}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc', null]}
      onSortModelChange={(model) => {
        const [first] = model;
        const key = first ? SORT_FIELDS[first.field] : undefined;
        if (first && key) onSortChange(key, first.sort === 'asc' ? 'asc' : 'desc');
        // No column chosen: back to the default, « Créé le », newest first.
        else onSortChange('createdAt', 'desc');
      }}
      onRowClick={({ row }) => void navigate(routeHref('admin-customer-id', { id: row.id }))}
      getRowClassName={({ row }) => (row.isArchived ? 'project-archived' : '')}
      localeText={{
        ...frFR.components.MuiDataGrid.defaultProps.localeText,
        noRowsLabel: 'Aucun projet',
      }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .project-archived': { opacity: 0.6 } }}
      autoHeight
    />
  );
}
