import type { TSalesmanListResponse } from '@batir/shared/users';

export type SalesmanListItem = TSalesmanListResponse['list'][number];

/**
 * Who the salespeople screen lists: administrators every salesperson; anyone else himself (when he is a
 * salesperson) and the people he manages. The server refuses the others anyway (GET /api/salesman/{id}).
 */
export function visibleSalesmen(
  list: readonly SalesmanListItem[],
  me: { id: number; isAdmin: boolean },
): SalesmanListItem[] {
  if (me.isAdmin) return [...list];
  return list.filter((salesman) => salesman.id === me.id || salesman.managerId === me.id);
}

/** The salesperson shown first: the one in the address, else the caller himself, else the first listed. */
export function defaultSelection(
  list: readonly SalesmanListItem[],
  requested: number | null,
  me: { id: number },
): number | null {
  if (requested !== null) return requested;
  if (list.some((salesman) => salesman.id === me.id)) return me.id;
  return list[0]?.id ?? null;
}
