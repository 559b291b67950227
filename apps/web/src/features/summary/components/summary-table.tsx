import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListPagination } from '../../../components/list-pagination';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; width?: number | string };

/** A list the server paginates: a table and the shared pagination footer (pages counted from 1). */
export function SummaryTable<T>(props: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => number | string;
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  empty: string;
  error?: Error | null;
  footer?: boolean;
}) {
  const { rows, columns } = props;
  if (props.error) return <Alert severity="error">{props.error.message}</Alert>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} sx={{ fontWeight: 700, width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={props.rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!rows && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          Chargement…
        </Typography>
      )}
      {rows && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {props.empty}
        </Typography>
      )}
      {props.footer !== false && props.total > 0 && (
        <ListPagination
          total={props.total}
          page={props.page}
          limit={props.limit}
          onChange={props.onPageChange}
        />
      )}
    </>
  );
}
