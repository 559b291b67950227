import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SoonTooltip } from '../../../components/soon';
import {
  ADMINISTRATION_MENU,
  type GridEntry,
  type GridGroup,
  type GridRights,
  gridMenuFor,
} from '../model/grid-menu';
import { routeTarget } from '../model/menu-target';
import { MenuIcon } from './menu-icon';

/** The top grid menu of portrait screens (spec 1 §2.9); admins switch to the Administration sub-menu. */
export function GridMenu({ rights, onNavigate }: { rights: GridRights; onNavigate: () => void }) {
  const [administration, setAdministration] = useState(false);
  const groups = rights.administration && administration ? [ADMINISTRATION_MENU] : gridMenuFor(rights);
  return (
    <Paper component="nav" aria-label="Menu en grille" square elevation={2} sx={{ p: 2 }}>
      {rights.administration && (
        <Button
          variant={administration ? 'contained' : 'outlined'}
          startIcon={<AdminPanelSettingsIcon />}
          aria-pressed={administration}
          onClick={() => setAdministration(!administration)}
          sx={{ mb: 2 }}
        >
          Administration
        </Button>
      )}
      {groups.map((group) => (
        <Group key={group.title} group={group} onNavigate={onNavigate} />
      ))}
    </Paper>
  );
}

function Group({ group, onNavigate }: { group: GridGroup; onNavigate: () => void }) {
  const titleId = `grid-${group.title.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Typography id={titleId} component="h2" variant="overline" sx={{ fontWeight: 700 }}>
        {group.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1 }}>
        {group.entries.map((entry) => (
          <Tile key={entry.label} entry={entry} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}

const tileSx = {
  flexDirection: 'column',
  gap: 0.5,
  width: '100%',
  minHeight: 88,
  textTransform: 'none',
  textAlign: 'center',
  lineHeight: 1.2,
} as const;

function Tile({ entry, onNavigate }: { entry: GridEntry; onNavigate: () => void }) {
  const target = routeTarget(entry.route);
  const icon = <MenuIcon icon={entry.icon} />;
  if (target.kind !== 'route') {
    return (
      <SoonTooltip block>
        <Button variant="outlined" disabled sx={tileSx}>
          {icon}
          {entry.label}
        </Button>
      </SoonTooltip>
    );
  }
  return (
    <Button variant="outlined" component={RouterLink} to={target.to} onClick={onNavigate} sx={tileSx}>
      {icon}
      {entry.label}
    </Button>
  );
}
