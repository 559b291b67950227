import AppsIcon from '@mui/icons-material/Apps';
import BugReportIcon from '@mui/icons-material/BugReport';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../app/route-names';
import { Logo } from '../../../components/logo';
import { SoonTooltip } from './soon';

type Toggle = { open: boolean; onToggle: () => void };
type TopBarProps = {
  isPortrait: boolean;
  /** The burger: opens the drawer, or on portrait screens the grid menu for most users. */
  burger: Toggle | null;
  /** The grid menu's own button, for portrait users whose burger opens the drawer. */
  grid: Toggle | null;
};

/**
 * Top bar of the admin layout (spec 1 §2.7). Search, notifications and the report form arrive with their
 * services: until then their buttons are disabled and say so.
 */
export function TopBar({ isPortrait, burger, grid }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: 1 }}>
        {burger && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={burger.open ? 'Fermer le menu' : 'Ouvrir le menu'}
            aria-expanded={burger.open}
            onClick={burger.onToggle}
          >
            <MenuIcon />
          </IconButton>
        )}
        {grid && (
          <IconButton
            color="inherit"
            aria-label={grid.open ? 'Fermer le menu en grille' : 'Ouvrir le menu en grille'}
            aria-expanded={grid.open}
            onClick={grid.onToggle}
          >
            <AppsIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={routeHref('admin-summary')}
          color="inherit"
          aria-label="Bâtir, récapitulatif"
          sx={{ display: 'inline-flex' }}
        >
          <Logo height={36} color="currentColor" />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {!isPortrait && <SoonButton label="Signaler un problème" icon={<BugReportIcon />} />}
        <SoonButton label="Rechercher" icon={<SearchIcon />} />
        <SoonButton label="Notifications" icon={<NotificationsIcon />} />
      </Toolbar>
    </AppBar>
  );
}

function SoonButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <SoonTooltip>
      <IconButton
        color="inherit"
        aria-label={label}
        disabled
        sx={{ '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } }}
      >
        {icon}
      </IconButton>
    </SoonTooltip>
  );
}
