import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed viewer links, each bound to the account that made it. Two kinds:
 * - in the app: `<userId>.<sessionId>.<expiry in seconds>.<MAC>`, good while that session lasts;
 * - mailed: `<userId>.<expiry in seconds>.<MAC>`, good while that user's account is active (it must
 *   outlive its sender's logout).
 * The HMAC-SHA256 covers the file id, the user, the session (or its absence) and the expiry, under a key
 * derived from the JWT secret (so a viewer token is never a valid JWT signature and the other way round).
 * A token for one file never opens another. The key's label changed with the session binding (v2): the
 * unbound tokens of v1 are refused. Whether the account and session still hold is the service's check.
 */
export const VIEWER_TOKEN_TTL_SECONDS = 5 * 60;

/** Who made a link: a session of the app, or (mailed links) the sender's account alone. */
export type LinkIssuer = { userId: number; sessionId: string | null };

export type ViewerTokenCheck = ({ ok: true } & LinkIssuer) | { ok: false; reason: 'invalid' | 'expired' };

const TOKEN =
  /^(\d{1,10})\.(?:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.)?(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createViewerTokens(secret: string) {
  const key = createHmac('sha256', secret).update('batir:file-viewer:v2').digest();
  const mac = (fileId: number, issuer: LinkIssuer, expires: number) =>
    createHmac('sha256', key)
      .update(`${fileId}.${issuer.userId}.${issuer.sessionId ?? '-'}.${expires}`)
      .digest();

  return {
    sign(options: { fileId: number; issuer: LinkIssuer; ttlSeconds?: number; now?: number }): string {
      const { fileId, issuer } = options;
      const now = options.now ?? Date.now();
      const expires = Math.floor(now / 1000) + (options.ttlSeconds ?? VIEWER_TOKEN_TTL_SECONDS);
      const session = issuer.sessionId === null ? '' : `${issuer.sessionId}.`;
      return `${issuer.userId}.${session}${expires}.${mac(fileId, issuer, expires).toString('base64url')}`;
    },

    verify(options: { fileId: number; token: string; now?: number }): ViewerTokenCheck {
      const match = TOKEN.exec(options.token);
      if (!match) return { ok: false, reason: 'invalid' };
      const issuer: LinkIssuer = { userId: Number(match[1]), sessionId: match[2] ?? null };
      const expires = Number(match[3]);
      // Compare the canonical text, not decoded bytes: the last base64url character carries two unused
      // bits, so several spellings decode to the same MAC and a tampered token would otherwise pass.
      const given = Buffer.from(match[4] ?? '');
      const expected = Buffer.from(mac(options.fileId, issuer, expires).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      if (expires * 1000 <= (options.now ?? Date.now())) return { ok: false, reason: 'expired' };
      return { ok: true, ...issuer };
    },
  };
}

export type ViewerTokens = ReturnType<typeof createViewerTokens>;
