// First: no eval under the Content-Security-Policy.
import './lib/zod-jitless';
import '@fontsource/lato/100.css';
import '@fontsource/lato/300.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import '@fontsource/lato/900.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { startActivityTracking } from './lib/auth';
import { contractsOnDemand } from './lib/contracts-on-demand';
import { applyFrenchLocale } from './lib/locale';
import { queryClient } from './lib/query-client';
import { installConnectionMonitor, onReconnect } from './offline/connection-status';
import { OfflineBanner } from './offline/offline-banner';

applyFrenchLocale();
// The first screen's contracts (session renewal, sign-in, current user) load at once, alongside the router,
// rather than when the route's loader first asks for them: they stay off the login page's budget without
// delaying it.
void contractsOnDemand();
startActivityTracking();
installConnectionMonitor();
// Back online: what the page shows may be old, ask the server again.
onReconnect(() => void queryClient.invalidateQueries());

// MODE, not PROD: a build run with NODE_ENV=test (the e2e global setup) has PROD false yet is served as a build.
if (import.meta.env.MODE === 'production') {
  void import('./offline/register-service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Two areas, two routers (why: app/clients-router.tsx). Only the router of this address is created, so
// the other one never listens to the history nor reacts to a session ending. Created in a task of its own:
// the script's evaluation and the router's start (its guards, the page's chunks) are two shorter tasks
// rather than one long one that would keep the browser from answering (Lighthouse's blocking time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const router = nextTask().then(() =>
  /^\/clients(\/|$)/.test(window.location.pathname)
    ? import('./app/clients-router').then(({ createClientsRouter }) => createClientsRouter())
    : import('./app/router').then((staff) => staff.router),
);

void router.then((current) =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={current} />
        <OfflineBanner />
      </Providers>
    </StrictMode>,
  ),
);
