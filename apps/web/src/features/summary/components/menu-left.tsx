import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import { type MenuLeftLine, useSaveMenuLeft } from '../api/menu-left';

/** The href of a left-menu line, or null when its screen does not exist yet. */
export const lineHref = (line: MenuLeftLine) => (isRouteAvailable(line.route) ? routeHref(line.route) : null);

/** The left menu of the summary page: links to the sub-pages and lists; the box marks a line as a shortcut. */
export function MenuLeft({ lines }: { lines: MenuLeftLine[] }) {
  const save = useSaveMenuLeft();
  const toggle = (key: MenuLeftLine['key']) =>
    save.mutate({
      menuLeft: lines.map((line) => ({
        key: line.key,
        active: line.key === key ? !line.active : line.active,
      })),
    });
  return (
    <Paper component="nav" aria-labelledby="summary-menu-left" sx={{ p: 1, alignSelf: 'start' }}>
      <Typography
        id="summary-menu-left"
        component="h2"
        variant="subtitle1"
        sx={{ px: 1, pt: 1, fontWeight: 700 }}
      >
        Menu
      </Typography>
      <List dense>
        {lines.map((line) => {
          const href = lineHref(line);
          return (
            <ListItem
              key={line.key}
              disablePadding
              secondaryAction={
                <Tooltip title={line.active ? 'Retirer des raccourcis' : 'Ajouter aux raccourcis'}>
                  <Checkbox
                    edge="end"
                    size="small"
                    checked={line.active}
                    disabled={save.isPending}
                    onChange={() => toggle(line.key)}
                    slotProps={{ input: { 'aria-label': `Raccourci ${line.label}` } }}
                  />
                </Tooltip>
              }
            >
              {href ? (
                <ListItemButton component={RouterLink} to={href}>
                  <ListItemText primary={line.label} />
                </ListItemButton>
              ) : (
                <ListItemButton disabled>
                  <ListItemText primary={line.label} secondary="Bientôt disponible" />
                </ListItemButton>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
