import SummarizeIcon from '@mui/icons-material/Summarize';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import { useSnackbar } from '../../../components/snackbar';
import type { CurrentUser } from '../../users/api/current-user';
import { useToggleMenuFavorite } from '../api/toggle-menu-favorite';
import { routeTarget } from '../model/menu-target';
import { MenuFavorites } from './menu-favorites';
import { MenuLink } from './menu-link';
import type { MenuStars } from './menu-star';
import { MenuTree } from './menu-tree';
import { QuickFavorites } from './quick-favorites';

/** Content of the navigation drawer (spec 1 §2.8): summary, quick access, starred entries, menu tree. */
export function SideMenu({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const toggle = useToggleMenuFavorite();
  const snackbar = useSnackbar();
  const stars: MenuStars = {
    starred: new Set(user.menuFavorites.map((favorite) => favorite.menuId)),
    pendingId: toggle.isPending ? (toggle.variables ?? null) : null,
    toggle: (menuId) =>
      toggle.mutate(menuId, { onError: (error) => snackbar.show({ text: error.message, color: 'error' }) }),
  };

  return (
    <Box component="nav" aria-label="Menu latéral" sx={{ overflowY: 'auto', pb: 2 }}>
      <List dense>
        <MenuLink
          target={routeTarget('admin-summary')}
          label="Récapitulatif"
          icon={<SummarizeIcon fontSize="small" />}
          onNavigate={onNavigate}
        />
      </List>
      <Divider />
      <QuickFavorites onNavigate={onNavigate} />
      <MenuFavorites
        favorites={user.menuFavorites}
        menuList={user.menuList}
        stars={stars}
        onNavigate={onNavigate}
      />
      <Divider />
      <MenuTree items={user.menuList} stars={stars} onNavigate={onNavigate} />
    </Box>
  );
}
