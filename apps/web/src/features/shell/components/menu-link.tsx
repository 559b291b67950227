import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SoonTooltip } from '../../../components/soon';
import type { MenuTarget } from '../model/menu-target';

type MenuLinkProps = {
  target: MenuTarget;
  label: string;
  icon?: ReactNode;
  /** Shown after the label, e.g. the "Nouveau !" badge. */
  badge?: ReactNode;
  /** A button at the end of the row (star, delete). */
  action?: ReactNode;
  /** Full text for a shortened label. */
  title?: string;
  depth?: number;
  onNavigate?: () => void;
};

/** A row of the side menu: a link when its screen exists, else disabled with "Bientôt disponible". */
export function MenuLink({
  target,
  label,
  icon,
  badge,
  action,
  title,
  depth = 0,
  onNavigate,
}: MenuLinkProps) {
  const content = (
    <>
      {icon && <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>}
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
      {badge}
    </>
  );
  // Room for the end button: ListItem pads only a direct ListItemButton child, not one inside the tooltip span.
  const sx = { pl: 2 + depth * 2, pr: action ? 6 : 2 };
  let button: ReactNode;
  if (target.kind === 'route') {
    button = (
      <ListItemButton
        component={NavLink}
        to={target.to}
        end
        title={title}
        onClick={onNavigate}
        sx={{ ...sx, '&.active': { bgcolor: 'action.selected' } }}
      >
        {content}
      </ListItemButton>
    );
  } else if (target.kind === 'url') {
    button = (
      <ListItemButton component="a" href={target.href} title={title} onClick={onNavigate} sx={sx}>
        {content}
      </ListItemButton>
    );
  } else {
    button = (
      <SoonTooltip block>
        <ListItemButton disabled sx={sx}>
          {content}
        </ListItemButton>
      </SoonTooltip>
    );
  }
  return (
    <ListItem disablePadding secondaryAction={action}>
      {button}
    </ListItem>
  );
}
