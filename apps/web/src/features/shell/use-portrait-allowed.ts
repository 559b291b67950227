import { useMatches } from 'react-router';

/**
 * Whether the page on screen works on a portrait screen: a route opts out of the landscape warning with
 * `allowPortrait: true` in its handle. Every other page needs the width of a landscape screen.
 */
export function usePortraitAllowed(): boolean {
  return useMatches().some(
    ({ handle }) =>
      !!handle &&
      typeof handle === 'object' &&
      (handle as { allowPortrait?: unknown }).allowPortrait === true,
  );
}
