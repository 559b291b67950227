import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import type { TLogisboxList } from '@batir/shared/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { preconstructionKeys } from './keys';

/** Rows of each list on one page of the logisbox screen. */
export const LOGISBOX_PAGE_SIZE = 100;

/** GET /api/summary/logisbox (the first page of each list, with each list's total). */
export function useLogisbox() {
  return useQuery({
    queryKey: preconstructionKeys.logisbox(),
    queryFn: ({ signal }) =>
      call(preconstructionEndpoints.logisbox, { query: { limit: LOGISBOX_PAGE_SIZE } }, { signal }),
  });
}

/** GET /api/summary/logisbox?list=…&offset=…: page `page` (from 0) of one list; off for the first page. */
export function useLogisboxListPage(list: TLogisboxList, page: number) {
  return useQuery({
    queryKey: preconstructionKeys.logisboxPage(list, page),
    queryFn: ({ signal }) =>
      call(
        preconstructionEndpoints.logisbox,
        { query: { list, limit: LOGISBOX_PAGE_SIZE, offset: page * LOGISBOX_PAGE_SIZE } },
        { signal },
      ),
    // No placeholder: the rows of the page left must not show under the new page's range while it loads.
    enabled: page > 0,
  });
}
