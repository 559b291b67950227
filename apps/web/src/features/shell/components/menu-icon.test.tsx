import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MENU_TREES } from '../../../../../server/src/db/seed/menu';
import { ADMINISTRATION_MENU, GRID_MENU } from '../model/grid-menu';
import { MENU_ICONS, MenuIcon } from './menu-icon';

type Entry = { icon?: string; items?: Entry[] };
const iconsOf = (entries: Entry[]): string[] =>
  entries.flatMap((entry) => [...(entry.icon ? [entry.icon] : []), ...iconsOf(entry.items ?? [])]);

// First renders load MUI: slow when several suites share the machine.
describe('MenuIcon', { timeout: 20_000 }, () => {
  test('knows every icon of the server menu and of the grid menu', () => {
    const names = [
      ...iconsOf(Object.values(MENU_TREES).flat()),
      ...[...GRID_MENU.flatMap((g) => g.entries), ...ADMINISTRATION_MENU.entries].map((e) => e.icon),
    ];
    expect(names.filter((name) => !Object.hasOwn(MENU_ICONS, name))).toEqual([]);
  });

  test('draws a fallback icon for an unknown name', () => {
    const { container } = render(<MenuIcon icon="NoSuchIcon" />);
    expect(container.querySelector('[data-testid="LabelOutlinedIcon"]')).not.toBeNull();
  });
});
