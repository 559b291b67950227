import type { RouteObject } from 'react-router';
import { lazyPage, page, prefetchLoader } from '../../lib/pages';

const summaryPage = () => import('./pages/summary-page');

/** The summary's pages, in the staff area (app/router.tsx places them). */
export const summaryRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'summary',
      ...page(
        { name: 'admin-summary', title: 'Récapitulatif' },
        { lazy: lazyPage(summaryPage) },
        prefetchLoader(summaryPage),
      ),
    },
    {
      path: 'summary/newContact',
      ...page(
        // The website contacts are handled by administrators and salespeople (the API refuses the others).
        { name: 'admin-summary-newContact', title: 'Nouveaux contacts', can: 'contact.handle' },
        { lazy: lazyPage(() => import('./pages/new-contact-page')) },
      ),
    },
    {
      path: 'summary/newCustomer',
      ...page(
        { name: 'admin-summary-newCustomer', title: 'Nouveaux clients' },
        { lazy: lazyPage(() => import('./pages/new-customer-page')) },
      ),
    },
    {
      path: 'summary/customer',
      ...page(
        { name: 'admin-summary-customer', title: 'Relation commerciale' },
        { lazy: lazyPage(() => import('./pages/customer-page')) },
      ),
    },
    {
      path: 'summary/developement',
      ...page(
        { name: 'admin-summary-developement', title: "Bureau d'étude" },
        { lazy: lazyPage(() => import('./pages/developement-page')) },
      ),
    },
    {
      path: 'summary/elevationSurvey',
      ...page(
        { name: 'admin-summary-elevationSurvey', title: 'Relevés topographiques' },
        { lazy: lazyPage(() => import('./pages/elevation-survey-page')) },
      ),
    },
  ],
};
