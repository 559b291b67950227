/** Contracts of the dashboard's small cards (spec 2 §7.2 Others: quoteOfTheDay, weather). */
import { endpoint } from '../contract';
import { ZQuoteOfTheDayResponse, ZWeatherResponse } from '../dashboard';
import { STAFF_ROLES } from '../roles';

const tag = 'Tableau de bord';
/** The dashboard `/v2/admin` is the staff's landing page. */
const staff = STAFF_ROLES;

export const dashboardEndpoints = {
  quoteOfTheDay: endpoint({
    method: 'GET',
    path: '/api/quoteOfTheDay',
    tag,
    summary: 'La citation du jour',
    access: staff,
    response: ZQuoteOfTheDayResponse,
  }),
  weather: endpoint({
    method: 'GET',
    path: '/api/weather',
    tag,
    summary: 'La météo du jour (un message quand le service météo ne répond pas)',
    access: staff,
    response: ZWeatherResponse,
  }),
};
