import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentProjectId } from '../../../lib/current-project';
import { routeHref } from '../../../lib/route-names';
import { useProjectBuildingPermit } from '../api/project-building-permit';
import { AdditionalDocumentsSection } from '../components/additional-documents-section';
import { ModificationsSection } from '../components/modifications-section';
import { PermitCard } from '../components/permit-card';
import { PermitDialog, type PermitDialogTarget } from '../components/permit-dialog';
import { PermitFilesSection } from '../components/permit-files-section';
import { PermitInfoSection } from '../components/permit-info-section';

/**
 * /v2/admin/customer/:id?/preconstruction/buildingPermit: the project's building permit — its steps and
 * actions, informations, BP modifications with their addendum, additional documents, files and mails.
 */
export default function ProjectBuildingPermitPage() {
  // The address's {id}, else the project opened last (spec 1 §2.2).
  const projectId = useCurrentProjectId();
  const { data, error } = useProjectBuildingPermit(projectId);
  const [dialog, setDialog] = useState<PermitDialogTarget | null>(null);

  if (projectId === null) {
    return <Alert severity="info">Choisissez un client pour voir son permis de construire.</Alert>;
  }
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rectangular" height={180} />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    );
  }
  const { buildingPermit: permit, files } = data;
  const open = (target: Omit<PermitDialogTarget, 'projectId'>) => setDialog({ ...target, projectId });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
      >
        <div>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Permis de construire
          </Typography>
          <Typography color="text.secondary">
            {permit.projectName} · {permit.customerName}
            {permit.salesman ? ` · suivi par ${permit.salesman}` : ''}
          </Typography>
        </div>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" onClick={() => open({ kind: 'raise' })}>
            Relancer le commercial
          </Button>
          <Button
            component={RouterLink}
            to={routeHref('admin-customer-id-preconstruction-buildingPermitOld', { id: projectId })}
          >
            Historique du permis
          </Button>
        </Stack>
      </Stack>
      <PermitCard permit={permit} openDialog={(kind) => open({ kind })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PermitInfoSection permit={permit} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <PermitFilesSection
              projectId={projectId}
              files={files}
              onMailToAbm={() => open({ kind: 'mailToAbm' })}
              onSend={() => open({ kind: 'send' })}
            />
            <AdditionalDocumentsSection
              projectId={projectId}
              documents={permit.additionalDocuments}
              openDialog={open}
            />
          </Stack>
        </Grid>
      </Grid>
      <ModificationsSection projectId={projectId} modifications={permit.bPModification} openDialog={open} />
      {dialog && (
        <PermitDialog
          key={`${dialog.kind}-${dialog.id ?? ''}`}
          target={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
