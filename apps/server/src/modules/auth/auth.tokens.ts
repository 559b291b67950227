import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens: HS256 JWTs, the only algorithm accepted (others and `none` are refused by jose's
 * `algorithms` option), with an issuer, an audience and a token type that are all checked.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'batir';
const AUDIENCE = 'batir-api';
const HEADER_TYPE = 'at+jwt';
const TOKEN_USE = 'access';

export type AccessClaims = { userId: number; sessionId: string; expiresAt: Date };

export type TokenSigner = {
  sign(claims: { userId: number; sessionId: string }): Promise<{ token: string; expiresAt: Date }>;
  /** Resolves the claims, or rejects with `expired` or `invalid`. */
  verify(token: string): Promise<AccessClaims>;
};

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

export function createTokenSigner(options: { secret: string; ttlSeconds: number }): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + options.ttlSeconds;
      const token = await new SignJWT({ sid: sessionId, token_use: TOKEN_USE })
        .setProtectedHeader({ alg: ALGORITHM, typ: HEADER_TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: HEADER_TYPE,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (
          payload.token_use !== TOKEN_USE ||
          !Number.isSafeInteger(userId) ||
          typeof payload.sid !== 'string'
        ) {
          throw new TokenError('invalid');
        }
        return { userId, sessionId: payload.sid, expiresAt: new Date((payload.exp ?? 0) * 1000) };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenError('expired');
        throw new TokenError('invalid');
      }
    },
  };
}

/** An opaque refresh token (256 random bits) and the hash we keep of it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
