/**
 * Spec 1 §3, §9: quick-access titles show 20 characters, then an ellipsis. Same rule as
 * `truncateFavoriteTitle` of @batir/shared/shell, whose module would bring zod into the web bundle.
 */
export const FAVORITE_TITLE_MAX = 20;

export function truncateFavoriteTitle(title: string): string {
  return title.length > FAVORITE_TITLE_MAX ? `${title.slice(0, FAVORITE_TITLE_MAX)}…` : title;
}
