import type { TProjectListItem } from '@batir/shared/project-list';
import PeopleOutline from '@mui/icons-material/FamilyRestroomOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { BpTileChip, StepChip } from './project-chips';
import { ProjectRowMenu } from './project-row-menu';

/** The project list as a grid of cards; a card opens the project. */
export function ProjectCards(props: { rows: TProjectListItem[]; onHousehold: (customerId: number) => void }) {
  const { rows, onHousehold } = props;
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Aucun projet
      </Typography>
    );
  return (
    <Stack
      component="ul"
      aria-label="Projets"
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {rows.map((project) => (
        <Card
          component="li"
          key={project.id}
          variant="outlined"
          sx={{ opacity: project.isArchived ? 0.6 : 1 }}
        >
          <CardActionArea component={RouterLink} to={routeHref('admin-customer-id', { id: project.id })}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {project.customerName}
              </Typography>
              <Typography variant="body2" gutterBottom>
                {project.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <StepChip step={project.step} />
                <BpTileChip tile={project.bpTile} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {project.landCity || 'Terrain non renseigné'}
                {project.salesman ? ` · ${project.salesman.name}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Créé le {formatShortDate(project.createdAt)}
              </Typography>
            </CardContent>
          </CardActionArea>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <Tooltip title="Foyer">
              <IconButton
                size="small"
                aria-label={`Foyer de ${project.customerName}`}
                onClick={() => onHousehold(project.customerId)}
              >
                <PeopleOutline fontSize="small" />
              </IconButton>
            </Tooltip>
            <ProjectRowMenu project={project} onHousehold={onHousehold} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
