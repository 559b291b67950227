import { describe, expect, it } from 'vitest';
import { acceptedMime, contentDisposition, isInlineMime, sanitizeFileName } from './file-content';
import { createDiskFileStore, newStoredKey } from './file-store';
import { FIXTURES } from './multipart.test-helper';
import { createViewerTokens } from './viewer-token';

describe('file names', () => {
  it('keeps only the last part, without control or direction characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\moi\\plan.pdf')).toBe('plan.pdf');
    expect(sanitizeFileName('fac\u202eture\u0007.pdf')).toBe('facture.pdf');
    expect(sanitizeFileName('...')).toBe('fichier');
    expect(sanitizeFileName('  .cache  ')).toBe('cache');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('writes Content-Disposition with an ASCII fallback and RFC 5987', () => {
    expect(contentDisposition('attachment', 'Reçu n°1 (copie).pdf')).toBe(
      `attachment; filename="Recu n_1 (copie).pdf"; filename*=UTF-8''Re%C3%A7u%20n%C2%B01%20%28copie%29.pdf`,
    );
  });
});

describe('content checks', () => {
  it('accepts the content matching the extension only', async () => {
    expect(await acceptedMime('a.pdf', FIXTURES.pdf)).toBe('application/pdf');
    expect(await acceptedMime('a.PNG', FIXTURES.png)).toBe('image/png');
    expect(await acceptedMime('a.jpeg', FIXTURES.jpg)).toBe('image/jpeg');
    expect(await acceptedMime('a.avi', FIXTURES.avi)).toBe('video/vnd.avi');
    expect(await acceptedMime('a.pdf', FIXTURES.png)).toBeNull();
    expect(await acceptedMime('a.pdf', FIXTURES.exe)).toBeNull();
    expect(await acceptedMime('a.exe', FIXTURES.exe)).toBeNull();
    expect(await acceptedMime('a.html', FIXTURES.html)).toBeNull();
    expect(await acceptedMime('a.jpg', FIXTURES.html)).toBeNull();
    expect(await acceptedMime('pdf', FIXTURES.pdf)).toBeNull();
  });

  it('shows pictures and PDF inline, nothing else', () => {
    expect(isInlineMime('image/png')).toBe(true);
    expect(isInlineMime('application/pdf')).toBe(true);
    expect(isInlineMime('image/svg+xml')).toBe(false);
    expect(isInlineMime('text/html')).toBe(false);
    expect(isInlineMime('video/vnd.avi')).toBe(false);
  });
});

describe('viewer tokens', () => {
  const tokens = createViewerTokens('un-secret-de-test-un-secret-de-test-123');
  const session = { userId: 3, sessionId: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d' };
  const mailed = { userId: 3, sessionId: null };
  it('bind the file, the issuer (user and session, or user alone) and the expiry', () => {
    const now = Date.now();
    const token = tokens.sign({ fileId: 7, issuer: session, now });
    expect(tokens.verify({ fileId: 7, token, now })).toEqual({ ok: true, ...session });
    expect(tokens.verify({ fileId: 8, token, now })).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify({ fileId: 7, token, now: now + 5 * 60_000 + 1000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(tokens.verify({ fileId: 7, token: 'nimporte.quoi', now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const other = createViewerTokens('un-autre-secret-un-autre-secret-1234567');
    expect(other.verify({ fileId: 7, token, now })).toEqual({ ok: false, reason: 'invalid' });

    const byMail = tokens.sign({ fileId: 7, issuer: mailed, ttlSeconds: 48 * 3600, now });
    expect(tokens.verify({ fileId: 7, token: byMail, now: now + 47 * 3600_000 })).toEqual({
      ok: true,
      ...mailed,
    });
    // Neither kind turns into the other: the session is covered by the MAC, its absence too.
    const [user, , expires, mac] = token.split('.');
    expect(tokens.verify({ fileId: 7, token: `${user}.${expires}.${mac}`, now }).ok).toBe(false);
    const [, mailExpires, mailMac] = byMail.split('.');
    const grafted = `${user}.${session.sessionId}.${mailExpires}.${mailMac}`;
    expect(tokens.verify({ fileId: 7, token: grafted, now }).ok).toBe(false);
    const otherSession = `${user}.${session.sessionId.replace('0b6f', '1b6f')}.${expires}.${mac}`;
    expect(tokens.verify({ fileId: 7, token: otherSession, now }).ok).toBe(false);
  });
});

describe('disk store', () => {
  it('refuses keys that are not its own', async () => {
    const store = createDiskFileStore('/tmp/batir-store-jamais-ecrit');
    for (const key of ['../x', '/etc/passwd', 'ab/../../etc', 'ab/short']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalide/);
      await expect(store.get(key), key).rejects.toThrow(/invalide/);
    }
    expect(newStoredKey()).toMatch(/^[a-z0-9]{2}\/[\w-]{32}$/);
  });
});
