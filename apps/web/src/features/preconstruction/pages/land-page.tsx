import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useCurrentProjectId } from '../../../lib/current-project';
import { useLand } from '../api/land';
import { AccessibilityCard } from '../components/accessibility-card';
import { LandForm } from '../components/land-form';
import { useCanEditProject } from '../model/can-edit';

/** `/v2/admin/customer/{id}/preconstruction/land`: the land and, saved apart, its accessibility. */
export default function LandPage() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un client.</Alert>;
  return <Land projectId={projectId} />;
}

function Land({ projectId }: { projectId: number }) {
  const land = useLand(projectId);
  const canEdit = useCanEditProject();
  if (land.isPending) return <CircularProgress aria-label="Chargement" />;
  if (land.isError) return <Alert severity="error">{land.error.message}</Alert>;
  return (
    // Keyed by the project and its last save: the forms restart from what the server holds.
    <Stack spacing={2} key={`${projectId}`}>
      <LandForm projectId={projectId} land={land.data} readOnly={!canEdit} />
      <AccessibilityCard projectId={projectId} accessibility={land.data.accessibility} readOnly={!canEdit} />
    </Stack>
  );
}
