/** Query keys of the users area: every key starts with 'users'. */
export const usersKeys = {
  all: ['users'] as const,
  /** The signed-in user (GET /api/user): the shell's menus, favourites, staff list and announcements. */
  current: ['users', 'current'] as const,
  /** Every query of the users administration starts with this key: a change refreshes them all. */
  accounts: ['users', 'accounts'] as const,
  accountList: (filter: object) => [...usersKeys.accounts, 'list', filter] as const,
  account: (id: number) => [...usersKeys.accounts, 'one', id] as const,
  search: (term: string) => [...usersKeys.all, 'search', term] as const,
};
