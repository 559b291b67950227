import { z } from 'zod';

/** GET /api/quoteOfTheDay: the same quote all day (Paris), from the French list shipped with the product. */
export const ZQuoteOfTheDayResponse = z.object({
  error: z.literal(0),
  date: z.string(),
  quote: z.object({ text: z.string(), author: z.string() }),
});
export type TQuoteOfTheDayResponse = z.infer<typeof ZQuoteOfTheDayResponse>;

/** Shown when the weather provider is not configured or does not answer. */
export const WEATHER_UNAVAILABLE_MESSAGE = 'La météo est indisponible pour le moment.';

export const ZWeather = z.object({
  city: z.string(),
  /** Provider's observation time, local to the city. */
  time: z.string(),
  temperature: z.number(),
  temperatureMin: z.number().nullable(),
  temperatureMax: z.number().nullable(),
  windSpeed: z.number().nullable(),
  /** WMO weather code and its French wording. */
  code: z.number().int(),
  description: z.string(),
});
export type TWeather = z.infer<typeof ZWeather>;

/** GET /api/weather: always 200; `available: false` with a French message when the provider fails. */
export const ZWeatherResponse = z.discriminatedUnion('available', [
  z.object({ error: z.literal(0), available: z.literal(true), weather: ZWeather }),
  z.object({ error: z.literal(0), available: z.literal(false), message: z.string() }),
]);
export type TWeatherResponse = z.infer<typeof ZWeatherResponse>;
