import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { menuEntryTarget } from '../model/menu-target';
import { canStar, type MenuItem } from '../model/menu-tree';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { MenuStar, type MenuStars } from './menu-star';

type NodeProps = { item: MenuItem; depth: number; stars: MenuStars; onNavigate: () => void };

const NEW_BADGE = <Chip label="Nouveau !" size="small" color="secondary" sx={{ ml: 1, height: 20 }} />;

/** The menu tree of GET /api/user (`menuList`): groups open and close, entries are links or disabled. */
export function MenuTree({
  items,
  stars,
  onNavigate,
}: Omit<NodeProps, 'item' | 'depth'> & { items: MenuItem[] }) {
  return (
    <List aria-label="Menu" dense>
      {items.map((item) => (
        <MenuNode key={item.id} item={item} depth={0} stars={stars} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function MenuNode({ item, depth, stars, onNavigate }: NodeProps) {
  if (item.items.length === 0) {
    return (
      <MenuLink
        target={menuEntryTarget(item)}
        label={item.name}
        icon={<MenuIcon icon={item.icon} fontSize="small" />}
        badge={item.isNew && NEW_BADGE}
        action={canStar(item) && <MenuStar menuId={item.id} name={item.name} stars={stars} />}
        depth={depth}
        onNavigate={onNavigate}
      />
    );
  }
  return <MenuGroup item={item} depth={depth} stars={stars} onNavigate={onNavigate} />;
}

function MenuGroup({ item, depth, stars, onNavigate }: NodeProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MenuIcon icon={item.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={item.name} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        {item.isNew && NEW_BADGE}
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} aria-label={item.name} disablePadding dense>
          {item.items.map((child) => (
            <MenuNode key={child.id} item={child} depth={depth + 1} stars={stars} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
