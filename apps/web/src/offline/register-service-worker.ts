/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Spec 1 §1: the offline worker, scope /v2/ (built by vite-plugin-pwa, see vite.config.ts). It keeps the app
 * shell (index.html and the built assets) so that a /v2/ page opens even when the server cannot be reached;
 * `/api` calls always go to the network.
 *
 * Loaded by main.tsx in production builds only (never in dev mode nor under Vitest).
 */
import { registerSW } from 'virtual:pwa-register';
import { reportUpdateReady } from './connection-status';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    // A new version took over (autoUpdate): offer the reload (a banner) rather than losing what the user
    // is typing; a chunk of the old version that is gone is handled by the chunk-reload guard.
    onNeedReload: reportUpdateReady,
    onRegisterError(error: unknown) {
      console.warn("Le service d'accès hors ligne n'a pas pu être installé", error);
    },
  });
}
