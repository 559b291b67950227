/** Helpers of the real-time journeys: knowing when a page's Socket.IO channel is up. */
import type { Page, WebSocket } from 'playwright-core';

/**
 * Resolves with the page's Socket.IO WebSocket once the server has accepted its handshake (the Socket.IO
 * CONNECT answer, a frame starting with "40"). Call before the page loads.
 */
export function realtimeConnected(page: Page, timeoutMs = 15_000): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Canal temps réel non connecté')), timeoutMs);
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) {
          clearTimeout(timer);
          resolve(socket);
        }
      });
    });
  });
}
