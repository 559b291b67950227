import { dashboardEndpoints as api } from '@batir/shared/contracts/dashboard';
import { WEATHER_UNAVAILABLE_MESSAGE } from '@batir/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WeatherConfig } from '../../config';
import { route } from '../../plugins/contracts';
import { quoteOfTheDay } from './quotes';
import { createWeatherClient } from './weather';

/**
 * The dashboard's small cards (spec 2 §7.2 Others: quoteOfTheDay, weather), registered from their
 * contracts (packages/shared/src/contracts/dashboard.ts).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ weather: WeatherConfig }> = async (app, options) => {
  const weather = createWeatherClient(options.weather, (error) =>
    app.log.warn({ err: error }, 'météo indisponible'),
  );

  route(app, api.quoteOfTheDay, async () => ({ error: 0 as const, ...quoteOfTheDay() }));

  route(app, api.weather, async () => {
    const current = await weather.current();
    return current
      ? { error: 0 as const, available: true as const, weather: current }
      : { error: 0 as const, available: false as const, message: WEATHER_UNAVAILABLE_MESSAGE };
  });
};
