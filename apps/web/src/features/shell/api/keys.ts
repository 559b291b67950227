/** Query and mutation keys of the staff shell: every key starts with 'shell'. */
export const shellKeys = {
  all: ['shell'] as const,
  /** The quick-access favourites (GET /api/user/favorite). */
  userFavorites: ['shell', 'user-favorites'] as const,
  userFavoritesChange: (change: 'add' | 'remove' | 'order') => [...shellKeys.userFavorites, change] as const,
  menuFavoritesToggle: ['shell', 'menu-favorites', 'toggle'] as const,
};
