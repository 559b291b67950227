import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the screen is in portrait mode when the window is taller than wide. */
function isPortraitViewport(): boolean {
  return window.innerHeight > window.innerWidth;
}

/** Below the theme's `md` breakpoint (900 px): a portrait tablet, a phone, a narrow window. */
const NARROW_BELOW = 900;

function isNarrowViewport(): boolean {
  return window.innerWidth < NARROW_BELOW;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's portrait flag (spec 1 §3), shared by every component and kept up to date on resize. */
export function useIsPortrait(): boolean {
  return useSyncExternalStore(subscribe, isPortraitViewport, () => false);
}

/**
 * Whether the window is too narrow for side-by-side columns. Read from the window width rather than a CSS
 * media query so that tests can set it like the portrait flag.
 */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowViewport, () => false);
}
