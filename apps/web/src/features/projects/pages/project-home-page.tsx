import { QUALIFICATION_LABELS, type TQualificationValue } from '@batir/shared/contact-history';
import { projectStepLabel } from '@batir/shared/project-list';
import {
  CRAFTSMAN_FILE_MODE_LABELS,
  PRECONSTRUCTION_STEP_LABELS,
  PROJECT_STATE_LABELS,
} from '@batir/shared/projects';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentProjectId } from '../../../lib/current-project';
import { formatArea, formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useProjectHeader } from '../api/project-header';
import { HistoryTimeline } from '../components/history-timeline';
import { CompactGauge } from '../components/progress-gauge';
import { ProjectActionsMenu } from '../components/project-actions-menu';
import { StateChips } from '../components/state-chips';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
        {label}
      </Typography>
      <Typography variant="body2">{children || '—'}</Typography>
    </Box>
  );
}

/**
 * Route `admin-customer-id` (`/v2/admin/customer/{id}`): the project sheet. Summary cards (project, follow-up,
 * advancement), the « Actions » menu of every project operation, and the history timeline (issue 6 §8).
 */
export default function ProjectHomePage() {
  const projectId = useCurrentProjectId();
  const header = useProjectHeader(projectId);
  if (!header.data) return null; // The layout shows the loading and the errors.
  const { project, progress } = header.data;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {project.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {projectStepLabel(project.step)} · {PROJECT_STATE_LABELS[project.state]}
          </Typography>
        </Box>
        <ProjectActionsMenu header={header.data} />
      </Stack>
      {project.onHold && (
        <Alert severity="warning">
          Projet en pause depuis le {formatShortDate(project.onHoldAt)} : {project.onHoldReason}
        </Alert>
      )}
      {project.isArchived && <Alert severity="info">Ce projet est archivé.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardHeader title="Projet" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Line label="Terrain">
              {[project.landPostalCode, project.landCity].filter(Boolean).join(' ')}
            </Line>
            <Line label="Surface habitable">{formatArea(project.areaM2)}</Line>
            <Line label="Qualification">
              {project.qualification
                ? (QUALIFICATION_LABELS[project.qualification as TQualificationValue] ??
                  project.qualification)
                : ''}
            </Line>
            <Line label="Dossier des artisans">{CRAFTSMAN_FILE_MODE_LABELS[project.craftsmanFileMode]}</Line>
            <Line label="Créé le">{formatShortDate(project.createdAt)}</Line>
            {project.switchedToConstructionAt && (
              <Line label="En construction depuis le">
                {formatShortDate(project.switchedToConstructionAt)}
              </Line>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title="Suivi" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Box sx={{ mb: 1 }}>
              <StateChips project={project} />
            </Box>
            <Line label="Figé le">{formatShortDate(project.frozenAt)}</Line>
            <Line label="Dommages-ouvrage">
              {project.workingDamage === 1 ? 'Souscrite' : 'Non souscrite'}
            </Line>
            <Line label="Étape de l'espace client">
              {`${project.preconstructionStep} – ${PRECONSTRUCTION_STEP_LABELS[project.preconstructionStep] ?? ''}`}
            </Line>
            <Line label="Rendez-vous logisbox">{formatShortDate(project.logisboxAppointmentAt)}</Line>
            <Line label="Félicitations envoyées le">{formatShortDate(project.congratulatedAt)}</Line>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title="Avancement"
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={
              <Button
                component={RouterLink}
                to={routeHref('admin-customer-id-preconstruction-advancement', { id: project.id })}
              >
                Détail
              </Button>
            }
          />
          <CardContent sx={{ pt: 0 }}>
            <CompactGauge progress={progress} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {project.step !== 1
                ? 'Le projet est en construction.'
                : progress.canSwitchToConstruction
                  ? 'Le dossier est complet : le projet peut passer en construction.'
                  : `Reste à faire : ${progress.missing.length} élément${progress.missing.length > 1 ? 's' : ''}.`}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title="Notes" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap' }}
              color={project.notes ? undefined : 'text.secondary'}
            >
              {project.notes || 'Aucune note.'}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Card variant="outlined">
        <CardHeader title="Historique" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <HistoryTimeline projectId={project.id} />
        </CardContent>
      </Card>
    </Stack>
  );
}
