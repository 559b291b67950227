import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../app/route-names';
import { formatInteger } from '../../../lib/format';
import { type UserSummary, useUserSummary } from '../api/user-summary';

type Tile = { label: string; value: (summary: UserSummary) => number; toProspects?: boolean };

const TILES: Tile[] = [
  { label: 'À contacter', value: (s) => s.prospect.toContact, toProspects: true },
  { label: 'En contact', value: (s) => s.prospect.inContact, toProspects: true },
  { label: 'Rendez-vous', value: (s) => s.prospect.meet, toProspects: true },
  { label: 'Prospects', value: (s) => s.prospect.total, toProspects: true },
  { label: 'Nouveaux clients', value: (s) => s.customer.new },
  { label: 'Avant-chantier', value: (s) => s.customer.preConstruction },
  { label: 'Chantier', value: (s) => s.customer.construction },
  { label: 'Clients', value: (s) => s.customer.total },
  { label: 'Rendez-vous à fixer', value: (s) => s.appointment.toSchedule },
  { label: 'Rendez-vous prévus', value: (s) => s.appointment.scheduled },
];

/** The counter tiles of the recap; prospect tiles open the prospects list. */
export function SummaryCounters() {
  const { data, isError } = useUserSummary();
  if (isError) return <Alert severity="error">Impossible de charger les compteurs.</Alert>;
  return (
    <Stack
      component="section"
      aria-label="Compteurs"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2 }}
    >
      {TILES.map((tile) => {
        const content = (
          <CardContent>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {data ? formatInteger(tile.value(data)) : <Skeleton width={48} />}
            </Typography>
            <Typography color="text.secondary">{tile.label}</Typography>
          </CardContent>
        );
        return (
          <Card key={tile.label} variant="outlined" sx={{ minWidth: 150 }}>
            {tile.toProspects ? (
              <CardActionArea component={RouterLink} to={routeHref('admin-prospects')}>
                {content}
              </CardActionArea>
            ) : (
              content
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
