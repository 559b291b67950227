import { createBrowserRouter, data, type RouteObject, redirect } from 'react-router';
import { impersonationEndsAt } from '../features/customer-portal/api/exchange-ticket';
import { CustomerAreaError } from '../features/customer-portal/components/customer-area-error';
import { customerAreaLoader } from '../features/customer-portal/customer-area-loader';
import { customerLoginLoader, customerLogoutLoader } from '../features/customer-portal/customer-login-loader';
import { CLIENTS_BASENAME, CUSTOMER_HOME, customerLoginPath } from '../features/customer-portal/redirect';
import { onSessionEnded } from '../lib/auth';
import { lazyPage } from '../lib/pages';
import { queryClient } from '../lib/query-client';
import { DefaultLayout } from './layouts/default-layout';
import { PageLoading, RootLayout } from './layouts/root-layout';

/**
 * The customer area, /clients/… (spec 2 §2.1), as a second router over the same bundle rather than a
 * wider basename: the staff router keeps its /v2 basename, named routes, guards and tests untouched, and
 * neither area can link into the other by mistake (crossing over is a full page load). main.tsx picks
 * the router from the address; the server answers index.html for both prefixes (plugins/web.ts).
 */
export const clientsRoutes: RouteObject[] = [
  {
    id: 'clients-root',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: (
      <DefaultLayout>
        <CustomerAreaError />
      </DefaultLayout>
    ),
    children: [
      // /clients itself (an old entry, spec 2 §2.1): the area, or its login page when signed out.
      // A route that only redirects still renders something, or React Router warns of an empty page.
      { index: true, loader: () => redirect(CUSTOMER_HOME), Component: PageLoading },
      {
        // The customers' sign-in pages, in the default layout like the staff ones.
        Component: DefaultLayout,
        children: [
          {
            path: 'login',
            handle: { title: "Connexion à l'espace client" },
            loader: customerLoginLoader,
            lazy: lazyPage(() => import('../features/customer-portal/pages/customer-login-page')),
          },
          {
            // Asks for a link (POST /api/customerForgotPassword); the mailed link comes back with `?token=…`.
            path: 'forgotPassword',
            handle: { title: 'Mot de passe oublié' },
            lazy: lazyPage(() => import('../features/customer-portal/pages/customer-forgot-password-page')),
          },
        ],
      },
      { path: 'logout', loader: customerLogoutLoader, Component: PageLoading },
      {
        path: 'app',
        handle: { title: 'Espace client' },
        loader: customerAreaLoader,
        lazy: lazyPage(() => import('../features/customer-portal/pages/customer-area-page')),
      },
      {
        path: '*',
        handle: { title: 'Page non trouvé' },
        loader: () => {
          throw data('This page could not be found', { status: 404 });
        },
      },
    ],
  },
];

export function createClientsRouter() {
  const router = createBrowserRouter(clientsRoutes, { basename: CLIENTS_BASENAME });
  // A session that ends here (failed refresh) goes to the customer sign-in page, which brings the customer
  // back to this page. Not a « prendre la main » window: the sign-in page would sign the staff member in
  // from his cookie; the area itself says it has ended.
  onSessionEnded(() => {
    if (impersonationEndsAt() !== null) return;
    queryClient.clear();
    const { pathname, search, hash } = window.location;
    window.location.assign(CLIENTS_BASENAME + customerLoginPath(`${pathname}${search}${hash}`));
  });
  return router;
}
