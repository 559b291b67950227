import { ROUTER_BASE } from '@batir/shared/constants';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-page';
import { accountRoutes } from '../features/account/routes';
import { announcementsRoutes } from '../features/announcements/routes';
import { appointmentsRoutes } from '../features/appointments/routes';
import { loginPathFromRouter } from '../features/auth/redirect';
import { authRoutes } from '../features/auth/routes';
import { buildingPermitsRoutes } from '../features/building-permits/routes';
import { customersRoutes } from '../features/customers/routes';
import { financingRoutes } from '../features/financing/routes';
import { jobsRoutes } from '../features/jobs/routes';
import { leadsRoutes } from '../features/leads/routes';
import { maintenanceRoutes } from '../features/maintenance/routes';
import { preconstructionRoutes } from '../features/preconstruction/routes';
import { projectDocumentsRoutes } from '../features/project-documents/routes';
import { projectsRoutes } from '../features/projects/routes';
import { prospectsRoutes } from '../features/prospects/routes';
import { reportsRoutes } from '../features/reports/routes';
import { summaryRoutes } from '../features/summary/routes';
import { usersRoutes } from '../features/users/routes';
import { onSessionEnded } from '../lib/auth';
import { lazyPage, page, validProjectId } from '../lib/pages';
import { queryClient } from '../lib/query-client';
import { type RouteHandle, routeHref } from '../lib/route-names';
import { guardedLoader } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { PageLoading, RootLayout } from './layouts/root-layout';

export const BASENAME = ROUTER_BASE.replace(/\/$/, '');

/**
 * Each page (a route with a handle: name, title, guards) gets the loader running its guards, then its own
 * loader. The features declare their pages (features/<name>/routes.ts, lib/pages.ts); the guards are the app's.
 */
function guarded(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const own = typeof route.loader === 'function' ? route.loader : undefined;
    const loader = handle ? { loader: guardedLoader(handle, own) } : {};
    return route.children
      ? { ...route, ...loader, children: guarded(route.children) }
      : { ...route, ...loader };
  }) as RouteObject[];
}

const NOT_FOUND: RouteHandle = { title: 'Page non trouvé' };

/** Spec 1 §2: the staff area under /v2. Paths must match ROUTE_PATHS (checked by router.test.ts). */
export const routes: RouteObject[] = guarded([
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: (
      <DefaultLayout>
        <RouteErrorPage />
      </DefaultLayout>
    ),
    children: [
      // The loader redirects; a component all the same, or React Router warns that /v2/ renders an empty page.
      { index: true, loader: () => redirect(routeHref('admin')), Component: PageLoading },
      {
        // Spec 1 §2.7 default layout: sign-in, maintenance and error pages.
        Component: DefaultLayout,
        children: [
          authRoutes.login,
          maintenanceRoutes.maintenance,
          authRoutes.forgotPassword,
          { path: '*', ...page({ ...NOT_FOUND, guest: true }, { Component: NotFoundPage }) },
        ],
      },
      {
        path: 'admin',
        // The staff layout (spec 1 §2.7: top bar, menus) around every /v2/admin page; the error pages of its
        // pages (403 of the guards, 404, 500 of a loader) show inside it, like the 404 of an unknown address.
        // Only the staff reach it (product guard); a layout that cannot render falls back to the default
        // layout's error page (root errorElement).
        // Lazy like the pages: the shell (menus, search, notifications and their socket) stays off the login
        // page's JavaScript (bundle budget, apps/web/scripts/check-bundle.mjs).
        lazy: lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout'),
        children: [
          {
            lazy: lazyPage(() => import('./layouts/protected-layout'), 'ProtectedLayout'),
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                ...page(
                  { name: 'admin', title: 'Tableau de bord' },
                  { lazy: lazyPage(() => import('./routes/admin-home')) },
                ),
              },
              ...summaryRoutes.admin,
              ...customersRoutes.admin,
              ...buildingPermitsRoutes.admin,
              ...financingRoutes.admin,
              ...preconstructionRoutes.admin,
              {
                // Spec 1 §2.2 and §4: the customer area, {id} (the project id) optional: without it the
                // screens use the current project. The layout loads the project and shows the left panel.
                path: 'customer/:id?',
                lazy: lazyPage(() => import('./routes/customer-layout')),
                children: [
                  ...projectsRoutes.project,
                  ...preconstructionRoutes.project,
                  ...financingRoutes.project,
                  ...buildingPermitsRoutes.project,
                  {
                    path: 'agenda',
                    ...page(
                      {
                        name: 'admin-customer-id-agenda',
                        title: 'Agenda du projet',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('./routes/customer-agenda')) },
                    ),
                  },
                  {
                    path: 'noteTodo',
                    ...page(
                      {
                        name: 'admin-customer-id-noteTodo',
                        title: 'Notes et tâches',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('./routes/customer-note-todo')) },
                    ),
                  },
                  {
                    path: 'relationship/:message?',
                    ...page(
                      {
                        name: 'admin-customer-id-relationship',
                        title: 'Relation client',
                        validate: validProjectId,
                      },
                      {
                        lazy: lazyPage(() => import('./routes/customer-relationship')),
                      },
                    ),
                  },
                  ...projectDocumentsRoutes.project,
                ],
              },
              ...prospectsRoutes.admin,
              {
                path: 'prospects/:id',
                ...page(
                  { name: 'admin-prospects-id', title: 'Fiche prospect' },
                  { lazy: lazyPage(() => import('./routes/prospect-sheet')) },
                ),
              },
              ...appointmentsRoutes.admin,
              {
                path: 'salesman',
                ...page(
                  { name: 'admin-salesman', title: 'Commerciaux' },
                  { lazy: lazyPage(() => import('./routes/salesmen')) },
                ),
              },
              {
                path: 'salesman/:id',
                ...page(
                  {
                    name: 'admin-salesman-id',
                    title: 'Commerciaux',
                    validate: (params) => /^\d{1,9}$/.test(params.id ?? ''),
                  },
                  { lazy: lazyPage(() => import('./routes/salesmen')) },
                ),
              },
              ...accountRoutes.admin,
              maintenanceRoutes.settings,
              ...announcementsRoutes.admin,
              ...usersRoutes.admin,
              ...jobsRoutes.admin,
              ...leadsRoutes.admin,
              ...reportsRoutes.admin,
              { path: '*', ...page(NOT_FOUND, { Component: NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
]);

export const router = createBrowserRouter(routes, { basename: BASENAME });

// A session that ends on its own (failed refresh) sends the user to the login page, then back here.
onSessionEnded(() => {
  queryClient.clear();
  void router.navigate(loginPathFromRouter(router.state.location), { replace: true });
});
