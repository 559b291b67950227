import type { TMenuItem } from '@batir/shared/shell';

export type MenuItem = TMenuItem;

/** The entry of the menu tree with this id, at any depth. */
export function findMenuItem(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findMenuItem(item.items, id);
    if (found) return found;
  }
  return undefined;
}

/** The server stars only entries that lead somewhere (a route or a url), not groups. */
export function canStar(item: MenuItem): boolean {
  return item.route !== null || item.url !== null;
}
