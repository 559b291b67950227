import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  ARCHIVE_BACKGROUND,
  ArchiveThemeProvider,
  PAGE_BACKGROUND,
  useArchiveTheme,
} from '../../components/archive-theme';
import { useIsPortrait } from '../../components/viewport';
import { AnnouncementDialog } from '../../features/announcements/components/announcement-dialog';
import { GridMenu } from '../../features/shell/components/grid-menu';
import { LandscapeWarning } from '../../features/shell/components/landscape-warning';
import { SideMenu } from '../../features/shell/components/side-menu';
import { TopBar } from '../../features/shell/components/top-bar';
import { TopMenu } from '../../features/shell/components/top-menu';
import { usePortraitAllowed } from '../../features/shell/use-portrait-allowed';
import { useCurrentUser } from '../../features/users/api/current-user';
import { can } from '../../lib/can';
import { TopBarActions } from './top-bar-actions';

const DRAWER_WIDTH = 300;

/** Main admin layout (spec 1 §2.7): top bar, side menu drawer, top menu blocks, portrait grid menu. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <ArchiveThemeProvider resetKey={pathname}>
      <AdminFrame />
    </ArchiveThemeProvider>
  );
}

type PortraitPanel = 'none' | 'drawer' | 'grid';

function AdminFrame() {
  const { data: user } = useCurrentUser();
  const isPortrait = useIsPortrait();
  const { archived } = useArchiveTheme();
  const portraitAllowed = usePortraitAllowed();
  const [landscapeDrawer, setLandscapeDrawer] = useState(true);
  const [panel, setPanel] = useState<PortraitPanel>('none');

  // Spec 1 §2.8: the drawer exists for the admin and salesman menu types; spec 1 §6: on portrait screens
  // the burger opens it only for admin or technical users, the others get the grid menu.
  const hasDrawer = user.menuType === 'admin' || user.menuType === 'salesman';
  const portraitBurgerOpens: PortraitPanel = hasDrawer && can(user, 'menu.drawer') ? 'drawer' : 'grid';
  const togglePanel = (target: PortraitPanel) => setPanel(panel === target ? 'none' : target);
  const closePanel = () => setPanel('none');

  const drawerOpen = isPortrait ? panel === 'drawer' : hasDrawer && landscapeDrawer;
  const burger = isPortrait
    ? { open: panel === portraitBurgerOpens, onToggle: () => togglePanel(portraitBurgerOpens) }
    : hasDrawer
      ? { open: landscapeDrawer, onToggle: () => setLandscapeDrawer(!landscapeDrawer) }
      : null;
  const grid =
    isPortrait && portraitBurgerOpens === 'drawer'
      ? { open: panel === 'grid', onToggle: () => togglePanel('grid') }
      : null;

  return (
    <Box
      data-archive={archived || undefined}
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: archived ? ARCHIVE_BACKGROUND : PAGE_BACKGROUND }}
    >
      <TopBar burger={burger} grid={grid} actions={<TopBarActions isPortrait={isPortrait} />} />
      {hasDrawer && (
        <Drawer
          variant={isPortrait ? 'temporary' : 'persistent'}
          open={drawerOpen}
          onClose={closePanel}
          sx={{
            width: drawerOpen && !isPortrait ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          <SideMenu user={user} onNavigate={closePanel} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Collapse in={isPortrait && panel === 'grid'} unmountOnExit>
          <GridMenu
            rights={{ administration: can(user, 'settings.manage'), network: can(user, 'menu.network') }}
            onNavigate={closePanel}
          />
        </Collapse>
        <TopMenu />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      {/* Hidden while the grid menu is open: the warning must never cover it. */}
      {isPortrait && !portraitAllowed && panel !== 'grid' && <LandscapeWarning />}
      <AnnouncementDialog />
    </Box>
  );
}
