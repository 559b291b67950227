import type { TSalesmanListResponse } from '@batir/shared/users';

export type SalesmanListItem = TSalesmanListResponse['list'][number];

/**
 * Who the salespeople screen lists: every salesperson for those the policy lets read them all (lib/can
 * salesman.readAll: administrators); anyone else himself (when he is a
 * salesperson) and the people he manages. The server refuses the others anyway (GET /api/salesman/{id}).
 */
export function visibleSalesmen(
  list: readonly SalesmanListItem[],
  me: { id: number; seesAll: boolean },
): SalesmanListItem[] {
  if (me.seesAll) return [...list];
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
