import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Navigate, Outlet, Link as RouterLink, useParams } from 'react-router';
import { useIsNarrow } from '../../components/viewport';
import { useProjectHeader } from '../../features/projects/api/project-header';
import { CustomerPanel } from '../../features/projects/components/customer-panel';
import { FoldingCustomerPanel } from '../../features/projects/components/folding-customer-panel';
import { applyRouteConstructionMode } from '../../features/projects/model/construction-mode';
import { rememberProject, useCurrentProjectId } from '../../lib/current-project';
import { routeHref, useCurrentRoute } from '../../lib/route-names';

/**
 * The layout of every `/v2/admin/customer/:id?/…` screen (spec 1 §2.2, §4):
 * - the project is the address's `{id}`, else the current project (remembered); with neither, the
 *   customer list;
 * - the project is loaded (GET /api/project/{id}/preconstruction, kept by TanStack Query) and remembered
 *   as the current project; a project still flagged as prospect opens the prospect sheet with the same id;
 * - `-preconstruction-` routes turn construction mode off, `-construction-` and `crcModification` on;
 * - the left-hand panel (household, project, states, gauge, screens) beside the screen itself; on narrow
 *   screens, folded above it behind a « Dossier du client » button.
 */
export default function CustomerLayout() {
  const projectId = useCurrentProjectId();
  const fromAddress = useParams().id !== undefined;
  const route = useCurrentRoute();
  const header = useProjectHeader(projectId);
  const narrow = useIsNarrow();
  const loaded = header.data?.project;

  useEffect(() => {
    applyRouteConstructionMode(route?.name);
  }, [route?.name]);
  useEffect(() => {
    if (loaded && !loaded.isProspect) rememberProject(loaded.id);
  }, [loaded]);
  // A remembered project that can no longer be opened (deleted, another account) is forgotten.
  useEffect(() => {
    if (header.isError && !fromAddress) rememberProject(null);
  }, [header.isError, fromAddress]);

  if (projectId === null) return <Navigate to={routeHref('admin-customer-list')} replace />;
  if (loaded?.isProspect) return <Navigate to={routeHref('admin-prospects-id', { id: loaded.id })} replace />;
  if (header.isError) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">{header.error.message}</Alert>
        <Button component={RouterLink} to={routeHref('admin-customer-list')} sx={{ alignSelf: 'flex-start' }}>
          Retour aux clients
        </Button>
      </Stack>
    );
  }
  if (!header.data) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label="Chargement du projet" />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: narrow ? '1fr' : '300px minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      {narrow ? (
        <FoldingCustomerPanel header={header.data} currentRoute={route?.name} />
      ) : (
        <Box sx={{ position: 'sticky', top: 16 }}>
          <CustomerPanel header={header.data} currentRoute={route?.name} />
        </Box>
      )}
      <Box component="section" sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
