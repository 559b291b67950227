import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentProjectId } from '../../../lib/current-project';
import { formatDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useProjectBuildingPermit } from '../api/project-building-permit';
import { AdditionalDocumentsSection } from '../components/additional-documents-section';
import { ModificationsSection } from '../components/modifications-section';
import { PermitFilesTable } from '../components/permit-files-section';
import { Section } from '../components/section';

const noDialog = () => undefined;

/**
 * /v2/admin/customer/:id?/preconstruction/buildingPermitOld: the permit's history, read only — its past
 * events (project history `buildingPermit.*`), every BP modification and additional document (cancelled
 * ones included) and its files.
 */
export default function BuildingPermitOldPage() {
  // The address's {id}, else the project opened last (spec 1 §2.2).
  const projectId = useCurrentProjectId();
  const { data, error } = useProjectBuildingPermit(projectId);
  if (projectId === null) {
    return <Alert severity="info">Choisissez un client pour voir l’historique de son permis.</Alert>;
  }
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <Skeleton variant="rectangular" height={240} aria-busy="true" />;
  const { buildingPermit: permit, history, files } = data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <div>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Historique du permis de construire
          </Typography>
          <Typography color="text.secondary">
            {permit.projectName} · {permit.customerName}
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={routeHref('admin-customer-id-preconstruction-buildingPermit', { id: projectId })}
        >
          Retour au permis
        </Button>
      </Stack>
      <Section title="Événements">
        {history.length === 0 ? (
          <Typography color="text.secondary">Aucun événement enregistré.</Typography>
        ) : (
          <List dense aria-label="Événements du permis">
            {history.map((event) => (
              <ListItem key={event.id} divider>
                <ListItemText
                  primary={event.label}
                  secondary={`${formatDateTime(event.createdAt)}${event.user ? ` · ${event.user}` : ''}${
                    event.from || event.to ? ` · ${event.from ?? '—'} → ${event.to ?? '—'}` : ''
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <ModificationsSection
        projectId={projectId}
        modifications={permit.bPModification}
        openDialog={noDialog}
        readOnly
      />
      <AdditionalDocumentsSection
        projectId={projectId}
        documents={permit.additionalDocuments}
        openDialog={noDialog}
        readOnly
      />
      <Section title="Fichiers">
        <PermitFilesTable projectId={projectId} files={files} readOnly />
      </Section>
    </Stack>
  );
}
