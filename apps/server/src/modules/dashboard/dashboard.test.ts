import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEATHER_UNAVAILABLE_MESSAGE } from '@batir/shared/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';
import { QUOTES, quoteOfTheDay } from './quotes';

/** A local stand-in for Open-Meteo: answers what `reply` says and records the requests. */
async function fakeProvider(reply: (request: IncomingMessage) => { status: number; body: unknown } | 'hang') {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://fake'));
    const answer = reply(request);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/forecast`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const FORECAST = {
  current: { time: '2026-11-22T14:00', temperature_2m: 11.4, weather_code: 61, wind_speed_10m: 18.2 },
  daily: { temperature_2m_min: [6.1], temperature_2m_max: [12.8] },
};

const weatherConfig = (url: string | null, timeoutMs = 3000) => ({
  url,
  city: 'Nantes',
  latitude: 47.2184,
  longitude: -1.5536,
  timeoutMs,
});

async function getWeather(t: TestApp) {
  const token = (await login(t.app, 'salesman')).accessToken;
  return t.app.inject({ method: 'GET', url: '/api/weather', headers: bearer(token) });
}

describe('quote of the day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ships at least 60 French quotes, all different', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUOTES.map((quote) => quote.text)).size).toBe(QUOTES.length);
  });

  it('is the same all day in Paris and changes the next day', () => {
    // 00:30 and 23:30 Paris time on 22/11/2026 (UTC+1).
    const morning = quoteOfTheDay(new Date('2026-11-21T23:30:00Z'));
    const evening = quoteOfTheDay(new Date('2026-11-22T22:30:00Z'));
    expect(morning).toEqual(evening);
    expect(morning.date).toBe('2026-11-22');
    const next = quoteOfTheDay(new Date('2026-11-23T08:00:00Z'));
    expect(next.date).toBe('2026-11-23');
    expect(next.quote).not.toEqual(morning.quote);
  });

  it("GET /api/quoteOfTheDay answers today's quote to staff; 401 and 403 otherwise", async () => {
    const token = (await login(t.app, 'technical')).accessToken;
    const response = await t.app.inject({ method: 'GET', url: '/api/quoteOfTheDay', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 0, ...quoteOfTheDay() });
    expect((await t.app.inject({ method: 'GET', url: '/api/quoteOfTheDay' })).statusCode).toBe(401);
    const customer = (await login(t.app, 'customer')).accessToken;
    for (const url of ['/api/quoteOfTheDay', '/api/weather']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(customer) });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('weather', () => {
  it('reads the provider at the configured place, in French, and caches the answer', async () => {
    const provider = await fakeProvider(() => ({ status: 200, body: FORECAST }));
    const t = await createTestApp({ weather: weatherConfig(provider.url) });
    try {
      const first = await getWeather(t);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        error: 0,
        available: true,
        weather: {
          city: 'Nantes',
          time: '2026-11-22T14:00',
          temperature: 11.4,
          temperatureMin: 6.1,
          temperatureMax: 12.8,
          windSpeed: 18.2,
          code: 61,
          description: 'Pluie faible',
        },
      });
      expect(provider.requests).toHaveLength(1);
      const asked = provider.requests[0];
      expect(asked?.pathname).toBe('/v1/forecast');
      expect(asked?.searchParams.get('latitude')).toBe('47.2184');
      expect(asked?.searchParams.get('longitude')).toBe('-1.5536');
      expect((await getWeather(t)).json().available).toBe(true);
      expect(provider.requests).toHaveLength(1);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it.each([
    ['the provider fails', () => ({ status: 500, body: { reason: 'panne' } })],
    ['the answer cannot be read', () => ({ status: 200, body: { current: { temperature_2m: 'chaud' } } })],
    ['the provider is too slow', () => 'hang' as const],
  ])('says it is unavailable, in French, when %s', async (_, reply) => {
    const provider = await fakeProvider(reply);
    const t = await createTestApp({ weather: weatherConfig(provider.url, 200) });
    try {
      const response = await getWeather(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: 0, available: false, message: WEATHER_UNAVAILABLE_MESSAGE });
      expect(provider.requests).toHaveLength(1);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('says it is unavailable when nothing listens at the address, or none is configured', async () => {
    const provider = await fakeProvider(() => ({ status: 200, body: FORECAST }));
    const closedUrl = provider.url;
    await provider.close();
    for (const url of [closedUrl, null]) {
      const t = await createTestApp({ weather: weatherConfig(url) });
      try {
        const response = await getWeather(t);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ error: 0, available: false, message: WEATHER_UNAVAILABLE_MESSAGE });
      } finally {
        await t.close();
      }
    }
  });
});
