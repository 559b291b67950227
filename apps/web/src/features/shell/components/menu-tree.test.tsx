import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithShell } from '../../../test/render';
import type { MenuItem } from '../model/menu-tree';
import type { MenuStars } from './menu-star';
import { MenuTree } from './menu-tree';

// Waits for elements as long as the tests' own timeout allows, not the default second.
configure({ asyncUtilTimeout: 10_000 });

const entry = (id: number, name: string, route: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name,
  icon: 'People',
  route,
  url: null,
  isNew: false,
  items: [],
  ...extra,
});

const TREE: MenuItem[] = [
  {
    ...entry(100, 'Gestion commerciale', null),
    items: [
      entry(101, 'Récap', 'admin-summary'),
      entry(102, 'Pas encore là', 'admin-not-built-yet', { isNew: true }),
      entry(103, 'Ancienne page', null, { url: '/admin/manage/house/list' }),
    ],
  },
];

function setup(starred: number[] = []) {
  const stars: MenuStars = { starred: new Set(starred), pendingId: null, toggle: vi.fn() };
  const rendered = renderWithShell(<MenuTree items={TREE} stars={stars} onNavigate={vi.fn()} />);
  return { ...rendered, stars };
}

// First renders load MUI: slow when several suites share the machine.
describe('MenuTree', { timeout: 20_000 }, () => {
  test('an entry whose page exists is a link to it', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Récap' })).toHaveProperty('pathname', '/admin/summary');
  });

  test('an entry whose page does not exist yet is disabled, never a link, and says so', async () => {
    const { ui } = setup();
    const entryButton = await screen.findByRole('button', { name: /^Pas encore là/ });
    expect(entryButton.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: /^Pas encore là/ })).toBeNull();
    await ui.hover(entryButton.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Bientôt disponible');
  });

  test('an entry with a plain url is a plain link', async () => {
    setup();
    expect((await screen.findByRole('link', { name: 'Ancienne page' })).getAttribute('href')).toBe(
      '/admin/manage/house/list',
    );
  });

  test('new entries carry the "Nouveau !" badge', async () => {
    setup();
    const row = (await screen.findByRole('button', { name: /^Pas encore là/ })).closest('li') as HTMLElement;
    expect(within(row).getByText('Nouveau !')).toBeTruthy();
    expect(screen.getAllByText('Nouveau !')).toHaveLength(1);
  });

  test('the star toggles the menu favourite of its entry', async () => {
    const { ui, stars } = setup([101]);
    const star = await screen.findAllByRole('button', { name: 'Favori : Récap' });
    expect(star[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Favori : Ancienne page' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await ui.click(screen.getByRole('button', { name: 'Favori : Ancienne page' }));
    expect(stars.toggle).toHaveBeenCalledWith(103);
  });

  test('a group folds and unfolds', async () => {
    const { ui } = setup();
    const group = await screen.findByRole('button', { name: 'Gestion commerciale' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await ui.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
  });
});
