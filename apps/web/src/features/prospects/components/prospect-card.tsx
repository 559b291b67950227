import { PROSPECT_TILE_LABELS, type TProspectListItem } from '@batir/shared/prospects';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPhone, formatShortDate } from '../../../lib/format';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import { ageColour, type ProspectPreferences } from '../model/preferences';

const SHEET = 'admin-prospects-id';

/** The customer's name, "(Lead)" for a website prospect (spec 1 §2.10); a link once the sheet exists. */
export function prospectTitle(prospect: Pick<TProspectListItem, 'customerName' | 'isLead'>) {
  return prospect.isLead ? `${prospect.customerName} (Lead)` : prospect.customerName;
}

export function ProspectCard(props: { prospect: TProspectListItem; preferences: ProspectPreferences }) {
  const { prospect, preferences } = props;
  const colour = ageColour(prospect.createdAt, preferences.configMode);
  const title = prospectTitle(prospect);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{ p: 2, listStyle: 'none', borderLeft: 4, borderLeftColor: colour ? `${colour}.main` : 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        {isRouteAvailable(SHEET) ? (
          <Link component={RouterLink} to={routeHref(SHEET, { id: prospect.projectId })} variant="subtitle1">
            {title}
          </Link>
        ) : (
          <Typography variant="subtitle1" title="Fiche bientôt disponible">
            {title}
          </Typography>
        )}
        <Chip size="small" label={PROSPECT_TILE_LABELS[prospect.tile]} />
        {prospect.isArchived && <Chip size="small" color="default" label="Archivé" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {prospect.projectName}
        {prospect.landCity && ` — terrain à ${prospect.landCity} (${prospect.landPostalCode})`}
      </Typography>
      <Typography variant="body2">
        {[
          preferences.options.showPhone && prospect.phone ? formatPhone(prospect.phone) : null,
          prospect.email,
          preferences.options.showSalesman && prospect.salesman
            ? `Commercial : ${prospect.salesman.name}`
            : null,
          `Créé le ${formatShortDate(prospect.createdAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Paper>
  );
}
