import { DATABASE_UNAVAILABLE_MESSAGE, GENERIC_ERROR_MESSAGE } from '@batir/shared/messages';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { isDatabaseUnavailable } from './unavailable';

/** An error as node-postgres gives it: a message and a SQLSTATE or a socket error code. */
function pgError(message: string, fields: Record<string, string> = {}) {
  return Object.assign(new Error(message), fields);
}

describe('isDatabaseUnavailable', () => {
  it('recognises a stopped, restarting or unreachable database, wrapped or not', () => {
    const lost = [
      pgError('terminating connection due to administrator command', { code: '57P01' }),
      pgError('the database system is shutting down', { code: '57P03' }),
      pgError('the database system is starting up', { code: '57P03' }),
      pgError('connection failure', { code: '08006' }),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
      pgError('connect ENOENT /var/run/postgresql/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of lost) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error)), error.message).toBe(true);
    }
    // `localhost` resolves to several addresses: Node refuses with an AggregateError.
    const both = new AggregateError(
      [pgError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })],
      'connect ECONNREFUSED',
    );
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('leaves the request and data errors alone', () => {
    const others = [
      pgError('duplicate key value violates unique constraint', { code: '23505' }),
      pgError('syntax error at or near "selec"', { code: '42601' }),
      pgError('canceling statement due to statement timeout', { code: '57014' }),
      pgError("ENOENT: no such file or directory, open 'x'", { code: 'ENOENT', syscall: 'open' }),
      new Error('Cannot read properties of undefined'),
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error)), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

describe('the error handler with a lost database', () => {
  it('answers 503 with the French message and Retry-After, and keeps 500 for the rest', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/lost', async () => {
      throw new DrizzleQueryError(
        'select 1',
        [],
        pgError('terminating connection due to administrator command', { code: '57P01' }),
      );
    });
    app.get('/bug', async () => {
      throw new Error('bogue');
    });
    const lost = await app.inject({ method: 'GET', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('5');
    expect(lost.json()).toEqual({
      error: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({ error: 500, message: GENERIC_ERROR_MESSAGE });
    await app.close();
  });
});
