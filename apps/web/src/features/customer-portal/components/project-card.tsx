import { projectStepLabel } from '@batir/shared/project-list';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPersonName, formatPhone } from '../../../lib/format';
import type { PortalSummary } from '../api/portal-summary';
import { AppointmentRequestCard } from './appointment-request-card';
import { ProjectExchanges } from './project-exchanges';

type Project = PortalSummary['projects'][number];

export function ProjectCard({ project }: { project: Project }) {
  const { salesman } = project;
  return (
    <Card variant="outlined" component="article" aria-label={project.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h6">
            {project.name}
          </Typography>
          <Chip
            size="small"
            color={project.step === 1 ? 'default' : 'primary'}
            label={projectStepLabel(project.step)}
          />
        </Stack>
        {project.landCity && <Typography color="text.secondary">Terrain à {project.landCity}</Typography>}
        <Typography color="text.secondary">
          {salesman
            ? `Votre conseiller : ${formatPersonName(salesman.surname, salesman.name)}${salesman.phone ? `, ${formatPhone(salesman.phone)}` : ''}`
            : 'Votre conseiller vous sera bientôt attribué.'}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <ProjectExchanges projectId={project.id} />
        <Divider sx={{ my: 2 }} />
        <AppointmentRequestCard projectId={project.id} />
      </CardContent>
    </Card>
  );
}
