import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the screen is in portrait mode when the window is taller than wide. */
function isPortraitViewport(): boolean {
  return window.innerHeight > window.innerWidth;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's portrait flag (spec 1 §3), shared by every component and kept up to date on resize. */
export function useIsPortrait(): boolean {
  return useSyncExternalStore(subscribe, isPortraitViewport, () => false);
}
