import type { TWeather } from '@batir/shared/dashboard';
import { z } from 'zod';
import type { WeatherConfig } from '../../config';

/** A good answer is kept this long; the weather hardly changes within ten minutes. */
const CACHE_MS = 10 * 60_000;
/** A failure is remembered briefly, so a provider that is down is not asked on every page load. */
const FAILURE_CACHE_MS = 30_000;

/** The part of an Open-Meteo forecast answer we read. */
const ZForecast = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    wind_speed_10m: z.number().nullable().optional(),
  }),
  daily: z
    .object({
      temperature_2m_min: z.array(z.number().nullable()),
      temperature_2m_max: z.array(z.number().nullable()),
    })
    .optional(),
});

/** WMO weather interpretation codes, as Open-Meteo documents them, in French. */
const WMO_LABELS: Record<number, string> = {
  0: 'Ciel dégagé',
  1: 'Plutôt dégagé',
  2: 'Partiellement nuageux',
  3: 'Couvert',
  45: 'Brouillard',
  48: 'Brouillard givrant',
  51: 'Bruine légère',
  53: 'Bruine',
  55: 'Bruine dense',
  56: 'Bruine verglaçante',
  57: 'Bruine verglaçante dense',
  61: 'Pluie faible',
  63: 'Pluie',
  65: 'Pluie forte',
  66: 'Pluie verglaçante',
  67: 'Pluie verglaçante forte',
  71: 'Neige faible',
  73: 'Neige',
  75: 'Neige forte',
  77: 'Grains de neige',
  80: 'Averses faibles',
  81: 'Averses',
  82: 'Averses violentes',
  85: 'Averses de neige',
  86: 'Averses de neige fortes',
  95: 'Orage',
  96: 'Orage avec grêle',
  99: 'Orage avec forte grêle',
};

export function weatherLabel(code: number): string {
  return WMO_LABELS[code] ?? 'Temps indéterminé';
}

export type WeatherClient = { current(): Promise<TWeather | null> };

/**
 * Asks the provider for the configured place. `null` means "unavailable": not configured, unreachable,
 * too slow, or an answer we cannot read. Concurrent callers share one request.
 */
export function createWeatherClient(config: WeatherConfig, onError: (error: unknown) => void): WeatherClient {
  let cached: { value: TWeather | null; until: number } | null = null;
  let pending: Promise<TWeather | null> | null = null;

  async function fetchWeather(url: string): Promise<TWeather | null> {
    const query = new URLSearchParams({
      latitude: String(config.latitude),
      longitude: String(config.longitude),
      current: 'temperature_2m,weather_code,wind_speed_10m',
      daily: 'temperature_2m_min,temperature_2m_max',
      forecast_days: '1',
      timezone: 'Europe/Paris',
    });
    try {
      const response = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(config.timeoutMs) });
      if (!response.ok) throw new Error(`météo : HTTP ${response.status}`);
      const { current, daily } = ZForecast.parse(await response.json());
      return {
        city: config.city,
        time: current.time,
        temperature: current.temperature_2m,
        temperatureMin: daily?.temperature_2m_min[0] ?? null,
        temperatureMax: daily?.temperature_2m_max[0] ?? null,
        windSpeed: current.wind_speed_10m ?? null,
        code: current.weather_code,
        description: weatherLabel(current.weather_code),
      };
    } catch (error) {
      onError(error);
      return null;
    }
  }

  return {
    async current() {
      const url = config.url;
      if (!url) return null;
      if (cached && cached.until > Date.now()) return cached.value;
      pending ??= fetchWeather(url).then((value) => {
        cached = { value, until: Date.now() + (value ? CACHE_MS : FAILURE_CACHE_MS) };
        pending = null;
        return value;
      });
      return pending;
    },
  };
}
