import { ROUTER_BASE } from '@batir/shared/constants';
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-page';
import { loginPathFromRouter } from '../features/auth/redirect';
import { onSessionEnded } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { type RouteHandle, routeHref } from '../lib/route-names';
import { guardedLoader } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { PageLoading, RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy';
import { maintenanceLoader, profileLoader } from './routes/loaders';
import { loginLoader } from './routes/login-route';

export const BASENAME = ROUTER_BASE.replace(/\/$/, '');

/** A page: its handle (name, title, guards), the loader running the guards, and its component. */
function page(
  handle: RouteHandle,
  component: Pick<RouteObject, 'lazy' | 'Component'>,
  loader?: LoaderFunction,
) {
  return { handle, loader: guardedLoader(handle, loader), ...component };
}

const maintenancePages = (name: 'MaintenancePage' | 'MaintenanceSettingsPage') =>
  lazyPage(() => import('../features/maintenance/pages'), name);

/** A project id in the address, when there is one (digits only). */
const validProjectId = (params: { id?: string }) => params.id === undefined || /^\d{1,9}$/.test(params.id);

const NOT_FOUND: RouteHandle = { title: 'Page non trouvé' };

/** Spec 1 §2: the staff area under /v2. Paths must match ROUTE_PATHS (checked by router.test.ts). */
export const routes: RouteObject[] = [
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
          {
            path: 'login',
            ...page(
              { name: 'login', title: 'Connexion', guest: true },
              { lazy: lazyPage(() => import('../features/auth/pages/login-page')) },
              loginLoader,
            ),
          },
          {
            path: 'maintenance',
            ...page(
              { name: 'maintenance', title: 'Maintenance', guest: true },
              { lazy: maintenancePages('MaintenancePage') },
              maintenanceLoader,
            ),
          },
          {
            // Spec 1 §2.3: under /admin, yet a guest page in the default layout; the mailed reset link
            // (`?token=…`) opens this same address to choose the new password.
            path: 'admin/forgotPassword',
            ...page(
              { name: 'admin-forgotPassword', title: 'Mot de passe oublié', guest: true },
              { lazy: lazyPage(() => import('../features/auth/pages/forgot-password-page')) },
            ),
          },
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
              {
                path: 'summary',
                ...page(
                  { name: 'admin-summary', title: 'Récapitulatif' },
                  { lazy: lazyPage(() => import('../features/summary/pages/summary-page')) },
                ),
              },
              {
                path: 'summary/newContact',
                ...page(
                  { name: 'admin-summary-newContact', title: 'Nouveaux contacts' },
                  { lazy: lazyPage(() => import('../features/summary/pages/new-contact-page')) },
                ),
              },
              {
                path: 'summary/newCustomer',
                ...page(
                  { name: 'admin-summary-newCustomer', title: 'Nouveaux clients' },
                  { lazy: lazyPage(() => import('../features/summary/pages/new-customer-page')) },
                ),
              },
              {
                path: 'summary/customer',
                ...page(
                  { name: 'admin-summary-customer', title: 'Relation commerciale' },
                  { lazy: lazyPage(() => import('../features/summary/pages/customer-page')) },
                ),
              },
              {
                path: 'summary/developement',
                ...page(
                  { name: 'admin-summary-developement', title: "Bureau d'étude" },
                  { lazy: lazyPage(() => import('../features/summary/pages/developement-page')) },
                ),
              },
              {
                path: 'summary/elevationSurvey',
                ...page(
                  { name: 'admin-summary-elevationSurvey', title: 'Relevés topographiques' },
                  { lazy: lazyPage(() => import('../features/summary/pages/elevation-survey-page')) },
                ),
              },
              {
                path: 'customer/list',
                ...page(
                  { name: 'admin-customer-list', title: 'Clients' },
                  { lazy: lazyPage(() => import('../features/customers/pages/customer-list-page')) },
                ),
              },
              {
                path: 'summary/buildingPermit',
                ...page(
                  { name: 'admin-summary-buildingPermit', title: 'Permis de construire' },
                  {
                    lazy: lazyPage(
                      () => import('../features/building-permits/pages/building-permit-dashboard-page'),
                    ),
                  },
                ),
              },
              {
                path: 'summary/financing',
                ...page(
                  { name: 'admin-summary-financing', title: 'Financements' },
                  { lazy: lazyPage(() => import('../features/financing/pages/financing-dashboard-page')) },
                ),
              },
              {
                path: 'summary/logisbox',
                ...page(
                  { name: 'admin-summary-logisbox', title: 'Logisbox' },
                  { lazy: lazyPage(() => import('../features/preconstruction/pages/logisbox-page')) },
                ),
              },
              {
                // Spec 1 §2.2 and §4: the customer area, {id} (the project id) optional: without it the
                // screens use the current project. The layout loads the project and shows the left panel.
                path: 'customer/:id?',
                lazy: lazyPage(() => import('./routes/customer-layout')),
                children: [
                  {
                    index: true,
                    ...page(
                      { name: 'admin-customer-id', title: 'Fiche client', validate: validProjectId },
                      { lazy: lazyPage(() => import('../features/projects/pages/project-home-page')) },
                    ),
                  },
                  {
                    path: 'preconstruction/informations',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-informations',
                        title: 'Informations du projet',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('../features/projects/pages/informations-page')) },
                    ),
                  },
                  {
                    path: 'preconstruction/advancement',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-advancement',
                        title: 'Avancement',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('../features/projects/pages/advancement-page')) },
                    ),
                  },
                  {
                    path: 'preconstruction/land',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-land',
                        title: 'Terrain',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('../features/preconstruction/pages/land-page')) },
                    ),
                  },
                  {
                    path: 'preconstruction/elementsConstitution',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-elementsConstitution',
                        title: 'Constitution du dossier',
                        validate: validProjectId,
                      },
                      {
                        lazy: lazyPage(
                          () => import('../features/preconstruction/pages/elements-constitution-page'),
                        ),
                      },
                    ),
                  },
                  {
                    path: 'preconstruction/financing',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-financing',
                        title: 'Financement',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('../features/financing/pages/project-financing-page')) },
                    ),
                  },
                  {
                    path: 'preconstruction/buildingPermit',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-buildingPermit',
                        title: 'Permis de construire',
                        validate: validProjectId,
                      },
                      {
                        lazy: lazyPage(
                          () => import('../features/building-permits/pages/project-building-permit-page'),
                        ),
                      },
                    ),
                  },
                  {
                    path: 'preconstruction/buildingPermitOld',
                    ...page(
                      {
                        name: 'admin-customer-id-preconstruction-buildingPermitOld',
                        title: 'Permis de construire (historique)',
                        validate: validProjectId,
                      },
                      {
                        lazy: lazyPage(
                          () => import('../features/building-permits/pages/building-permit-old-page'),
                        ),
                      },
                    ),
                  },
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
                  {
                    path: 'documents',
                    ...page(
                      {
                        name: 'admin-customer-id-documents',
                        title: 'Documents du projet',
                        validate: validProjectId,
                      },
                      { lazy: lazyPage(() => import('../features/project-documents/pages/documents-page')) },
                    ),
                  },
                ],
              },
              {
                path: 'prospects',
                ...page(
                  { name: 'admin-prospects', title: 'Prospects' },
                  { lazy: lazyPage(() => import('../features/prospects/pages/prospects-page')) },
                ),
              },
              {
                path: 'prospects/add',
                ...page(
                  { name: 'admin-prospects-add', title: 'Nouveau prospect' },
                  { lazy: lazyPage(() => import('../features/prospects/pages/prospect-add-page')) },
                ),
              },
              {
                path: 'prospects/:id',
                ...page(
                  { name: 'admin-prospects-id', title: 'Fiche prospect' },
                  { lazy: lazyPage(() => import('./routes/prospect-sheet')) },
                ),
              },
              {
                path: 'account/agenda',
                ...page(
                  { name: 'admin-account-agenda', title: 'Agenda' },
                  { lazy: lazyPage(() => import('../features/appointments/pages/agenda-page')) },
                ),
              },
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
              {
                path: 'account/profile',
                ...page(
                  { name: 'admin-account-profile', title: 'Mon profil' },
                  { lazy: lazyPage(() => import('../features/account/pages/profile-page')) },
                  profileLoader,
                ),
              },
              {
                path: 'manage/maintenance',
                ...page(
                  { name: 'admin-manage-maintenance', title: 'Mode maintenance', guards: ['admin'] },
                  { lazy: maintenancePages('MaintenanceSettingsPage') },
                  maintenanceLoader,
                ),
              },
              {
                path: 'manage/announcement',
                ...page(
                  { name: 'admin-manage-announcement', title: 'Annonces', guards: ['admin'] },
                  {
                    lazy: lazyPage(
                      () => import('../features/announcements/pages/announcements-page'),
                      'AnnouncementsPage',
                    ),
                  },
                ),
              },
              {
                path: 'manage/user',
                ...page(
                  { name: 'admin-manage-user', title: 'Utilisateurs', guards: ['admin'] },
                  { lazy: lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage') },
                ),
              },
              {
                path: 'manage/user/:id',
                ...page(
                  {
                    name: 'admin-manage-user-id',
                    title: 'Utilisateur',
                    guards: ['admin'],
                    // 0 is a new account (spec 2 §7.1: the user parameter defaults to 0).
                    validate: (params) => /^\d{1,9}$/.test(params.id ?? ''),
                  },
                  { lazy: lazyPage(() => import('../features/users/pages/user-page'), 'UserPage') },
                ),
              },
              {
                path: 'manage/leads',
                ...page(
                  { name: 'admin-manage-leads', title: 'Leads du site internet', guards: ['admin'] },
                  { lazy: lazyPage(() => import('../features/leads/pages/leads-page'), 'LeadsPage') },
                ),
              },
              {
                path: 'manage/report',
                ...page(
                  { name: 'admin-manage-report', title: 'Signalements', guards: ['admin'] },
                  { lazy: lazyPage(() => import('../features/reports/pages/report-list-page')) },
                ),
              },
              { path: '*', ...page(NOT_FOUND, { Component: NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });

// A session that ends on its own (failed refresh) sends the user to the login page, then back here.
onSessionEnded(() => {
  queryClient.clear();
  void router.navigate(loginPathFromRouter(router.state.location), { replace: true });
});
