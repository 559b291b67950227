import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import type { MenuFavorite } from '../api/toggle-menu-favorite';
import { menuFavoriteTarget } from '../model/menu-target';
import { findMenuItem, type MenuItem } from '../model/menu-tree';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { MenuStar, type MenuStars } from './menu-star';

type MenuFavoritesProps = {
  favorites: MenuFavorite[];
  menuList: MenuItem[];
  stars: MenuStars;
  onNavigate: () => void;
};

/** "Favoris": the starred menu entries; their star removes them. Hidden while nothing is starred. */
export function MenuFavorites({ favorites, menuList, stars, onNavigate }: MenuFavoritesProps) {
  if (favorites.length === 0) return null;
  return (
    <List
      dense
      aria-labelledby="menu-favorites-title"
      subheader={<ListSubheader id="menu-favorites-title">Favoris</ListSubheader>}
    >
      {favorites.map((favorite) => (
        <MenuLink
          key={favorite.id}
          target={menuFavoriteTarget(favorite)}
          label={favorite.name}
          icon={<MenuIcon icon={findMenuItem(menuList, favorite.menuId)?.icon ?? null} fontSize="small" />}
          action={<MenuStar menuId={favorite.menuId} name={favorite.name} stars={stars} />}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}
