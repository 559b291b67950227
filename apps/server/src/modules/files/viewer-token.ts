import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed viewer links. The token is `<userId>.<expiry in seconds>.<HMAC-SHA256>` where the MAC covers the
 * file id, the user id and the expiry, under a key derived from the JWT secret (so a viewer token is never
 * a valid JWT signature and the other way round). A token for one file never opens another.
 */
export const VIEWER_TOKEN_TTL_SECONDS = 5 * 60;

export type ViewerTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function createViewerTokens(secret: string) {
  const key = createHmac('sha256', secret).update('batir:file-viewer:v1').digest();
  const mac = (fileId: number, userId: number, expires: number) =>
    createHmac('sha256', key).update(`${fileId}.${userId}.${expires}`).digest();

  return {
    sign(options: { fileId: number; userId: number; ttlSeconds?: number; now?: number }): string {
      const now = options.now ?? Date.now();
      const expires = Math.floor(now / 1000) + (options.ttlSeconds ?? VIEWER_TOKEN_TTL_SECONDS);
      return `${options.userId}.${expires}.${mac(options.fileId, options.userId, expires).toString('base64url')}`;
    },

    verify(options: { fileId: number; token: string; now?: number }): ViewerTokenCheck {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(options.token);
      if (!match) return { ok: false, reason: 'invalid' };
      const userId = Number(match[1]);
      const expires = Number(match[2]);
      // Compare the canonical text, not decoded bytes: the last base64url character carries two unused
      // bits, so several spellings decode to the same MAC and a tampered token would otherwise pass.
      const given = Buffer.from(match[3] ?? '');
      const expected = Buffer.from(mac(options.fileId, userId, expires).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      if (expires * 1000 <= (options.now ?? Date.now())) return { ok: false, reason: 'expired' };
      return { ok: true, userId };
    },
  };
}

export type ViewerTokens = ReturnType<typeof createViewerTokens>;
