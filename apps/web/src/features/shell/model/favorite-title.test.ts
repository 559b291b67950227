import { truncateFavoriteTitle as sharedTruncate } from '@batir/shared/shell';
import { describe, expect, test } from 'vitest';
import { FAVORITE_TITLE_MAX, truncateFavoriteTitle } from './favorite-title';

describe('truncateFavoriteTitle', () => {
  test('keeps titles of up to 20 characters', () => {
    expect(FAVORITE_TITLE_MAX).toBe(20);
    expect(truncateFavoriteTitle('Tableau de bord')).toBe('Tableau de bord');
    expect(truncateFavoriteTitle('12345678901234567890')).toBe('12345678901234567890');
  });

  test('cuts longer titles to 20 characters and an ellipsis', () => {
    expect(truncateFavoriteTitle('Permis de construire du projet')).toBe('Permis de construire…');
    expect(truncateFavoriteTitle('123456789012345678901')).toBe('12345678901234567890…');
  });

  test('follows the shared rule the server documents', () => {
    for (const title of ['', 'Devis', 'Relation commerciale avec M. Durand', 'é'.repeat(21)]) {
      expect(truncateFavoriteTitle(title)).toBe(sharedTruncate(title));
    }
  });
});
