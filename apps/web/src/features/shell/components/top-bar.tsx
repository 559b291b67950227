import AppsIcon from '@mui/icons-material/Apps';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { routeHref } from '../../../lib/route-names';

type Toggle = { open: boolean; onToggle: () => void };
type TopBarProps = {
  /** The burger: opens the drawer, or on portrait screens the grid menu for most users. */
  burger: Toggle | null;
  /** The grid menu's own button, for portrait users whose burger opens the drawer. */
  grid: Toggle | null;
  /** The service buttons on the right (report, search, notifications), composed by the layout. */
  actions?: ReactNode;
};

/**
 * Top bar of the admin layout (spec 1 §2.7): burger, grid toggle, logo, then the service buttons that the
 * layout passes in (app/layouts/top-bar-actions.tsx), since they belong to other features.
 */
export function TopBar({ burger, grid, actions }: TopBarProps) {
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
        {actions}
      </Toolbar>
    </AppBar>
  );
}
