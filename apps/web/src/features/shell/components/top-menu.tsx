import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import { SoonTooltip } from '../../../components/soon';
import { routeHref } from '../../../lib/route-names';
import { useLogout } from '../../auth/api/logout';
import { useAlertCount } from '../../todos/api/alert-count';
import { routeTarget } from '../model/menu-target';
import { ALERT_BLOCK_COLOR, TOP_MENU_BLOCKS, type TopBlock, type TopLink } from '../model/top-menu';

/** The row of coloured blocks under the top bar (spec 1 §2.7), ending with the alert block. */
export function TopMenu() {
  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }}
    >
      {TOP_MENU_BLOCKS.map((block) => (
        <Block key={block.key} block={block} />
      ))}
      <AlertBlock />
    </Box>
  );
}

const blockSx = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  borderRadius: 1,
  color: 'common.white',
  px: 0.5,
  py: 0.25,
  boxShadow: 1,
} as const;

function Block({ block }: { block: TopBlock }) {
  return (
    <Box role="group" aria-label={block.label} sx={{ ...blockSx, bgcolor: block.color }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {block.links.map((link) => (
          <BlockLink key={link.route} link={link} />
        ))}
      </Box>
      {block.row && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', borderTop: 1, borderColor: 'rgba(255,255,255,0.4)' }}>
          {block.row.map((link) => (
            <BlockLink key={link.route} link={link} small />
          ))}
        </Box>
      )}
    </Box>
  );
}

const linkSx = {
  color: 'inherit',
  textTransform: 'none',
  // Darker, not lighter: white text keeps its contrast on every block colour (axe color-contrast).
  '&.active': { bgcolor: 'rgba(0,0,0,0.25)', textDecoration: 'underline' },
  '&.Mui-disabled': { color: 'inherit', opacity: 0.6 },
} as const;

function BlockLink({ link, small = false }: { link: TopLink; small?: boolean }) {
  const target = routeTarget(link.route);
  // Row links are the secondary ones of a block: smaller type, yet 24 px high at least (WCAG 2.5.8 target size).
  const sx = small ? { ...linkSx, fontSize: '0.75rem', py: 0, minHeight: 24 } : linkSx;
  if (target.kind !== 'route') {
    return (
      <SoonTooltip>
        <Button size="small" disabled sx={sx}>
          {link.label}
        </Button>
      </SoonTooltip>
    );
  }
  return (
    <Button component={NavLink} to={target.to} end size="small" sx={sx}>
      {link.label}
    </Button>
  );
}

/** Open to-do alerts that are due (spec 2 §9: `isAlert` 1), linking to the dashboard that lists them. */
function AlertBlock() {
  const logout = useLogout();
  const alerts = useAlertCount();
  const count = alerts.data ?? 0;
  return (
    <Box
      role="group"
      aria-label="Alertes"
      sx={{ ...blockSx, bgcolor: ALERT_BLOCK_COLOR, flexDirection: 'row', alignItems: 'center' }}
    >
      {/* The badge sits beside the link, not in it: its number is not part of the link's visible text, which
          must be found in its name (axe label-content-name-mismatch). */}
      <Badge
        badgeContent={count}
        color="warning"
        max={99}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        sx={{ '& .MuiBadge-badge': { top: 6, left: 20, pointerEvents: 'none' } }}
      >
        <Button
          component={NavLink}
          to={routeHref('admin')}
          end
          size="small"
          aria-label={`Alertes : ${count}`}
          startIcon={<NotificationsActiveIcon />}
          sx={linkSx}
        >
          Alertes
        </Button>
      </Badge>
      <Button
        size="small"
        startIcon={<LogoutIcon />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        sx={linkSx}
      >
        Se déconnecter
      </Button>
    </Box>
  );
}
