import {
  WEATHER_UNAVAILABLE_MESSAGE,
  ZQuoteOfTheDayResponse,
  ZWeatherResponse,
} from '@batir/shared/dashboard';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WeatherConfig } from '../../config';
import { quoteOfTheDay } from './quotes';
import { createWeatherClient } from './weather';

const tags = ['Tableau de bord'];
/** The dashboard `/v2/admin` is the staff's landing page. */
const staff = { access: STAFF_ROLES };

/** The dashboard's small cards (spec 2 §7.2 Others: quoteOfTheDay, weather). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ weather: WeatherConfig }> = async (app, options) => {
  const weather = createWeatherClient(options.weather, (error) =>
    app.log.warn({ err: error }, 'météo indisponible'),
  );

  app.get(
    '/quoteOfTheDay',
    {
      config: staff,
      schema: { tags, summary: 'La citation du jour', response: { 200: ZQuoteOfTheDayResponse } },
    },
    async () => ({ error: 0 as const, ...quoteOfTheDay() }),
  );

  app.get(
    '/weather',
    {
      config: staff,
      schema: {
        tags,
        summary: 'La météo du jour (un message quand le service météo ne répond pas)',
        response: { 200: ZWeatherResponse },
      },
    },
    async () => {
      const current = await weather.current();
      return current
        ? { error: 0 as const, available: true as const, weather: current }
        : { error: 0 as const, available: false as const, message: WEATHER_UNAVAILABLE_MESSAGE };
    },
  );
};
