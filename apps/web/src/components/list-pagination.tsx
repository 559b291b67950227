import TablePagination from '@mui/material/TablePagination';

/** The page sizes a paginated list offers, and the one it starts with. */
export const PAGE_SIZES = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The footer of a list the server paginates: pages counted from 1 like the API's `page`; choosing another
 * size starts over at the first page.
 */
export function ListPagination(props: {
  total: number;
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
}) {
  const { total, page, limit, onChange } = props;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={limit}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onChange(next + 1, limit)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
    />
  );
}
