import type { TCustomerListItem } from '@batir/shared/customers';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { formatPhone, formatShortDate } from '../../../lib/format';

const columns: GridColDef<TCustomerListItem>[] = [
  { field: 'displayName', headerName: 'Foyer', flex: 1.3, minWidth: 200, sortable: false },
  { field: 'city', headerName: 'Ville', flex: 0.8, minWidth: 140, sortable: false },
  {
    field: 'phone',
    headerName: 'Téléphone',
    width: 150,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? formatPhone(value) : ''),
  },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200, sortable: false },
  { field: 'projectsCount', headerName: 'Projets', width: 90, sortable: false, type: 'number' },
  {
    field: 'createdAt',
    headerName: 'Client depuis',
    width: 120,
    sortable: false,
    valueFormatter: (value: string) => formatShortDate(value),
  },
];

/** Households (GET /api/customers), by name, server-side pages; a row opens the household dialog. */
export function HouseholdTable(props: {
  rows: TCustomerListItem[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (customerId: number) => void;
}) {
  const { rows, total, loading, page, pageSize, onPageChange, onOpen } = props;
  return (
    <DataGrid
      aria-label="Foyers"
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableColumnSorting
      disableRowSelectionOnClick
      paginationModel={{ page: page - 1, pageSize }}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      pageSizeOptions={[pageSize]}
      onRowClick={({ row }) => onOpen(row.id)}
      getRowClassName={({ row }) => (row.isArchived ? 'household-archived' : '')}
      localeText={{ ...frFR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Aucun foyer' }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .household-archived': { opacity: 0.6 } }}
      autoHeight
    />
  );
}
