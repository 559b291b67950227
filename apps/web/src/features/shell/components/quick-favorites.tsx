import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useRemoveUserFavorite } from '../api/remove-user-favorite';
import { useReorderUserFavorites } from '../api/reorder-user-favorites';
import { type UserFavorite, useUserFavorites } from '../api/user-favorites';
import { truncateFavoriteTitle } from '../model/favorite-title';
import { userFavoriteTarget } from '../model/menu-target';
import { AddFavoriteButton } from './add-favorite-button';
import { MenuLink } from './menu-link';

// Drag and drop (dnd-kit) is loaded only when the user edits the list, not with every page.
const SortableFavorites = lazy(async () => ({
  default: (await import('./sortable-favorites')).SortableFavorites,
}));

/** "Accès rapide" (spec 1 §2.8): the user's own shortcuts, with an edit mode to reorder and remove them. */
export function QuickFavorites({ onNavigate }: { onNavigate: () => void }) {
  const { data: favorites = [] } = useUserFavorites();
  const [editing, setEditing] = useState(false);
  const reorder = useReorderUserFavorites();
  const remove = useRemoveUserFavorite();
  const snackbar = useSnackbar();
  const onError = (error: Error) => snackbar.show({ text: error.message, color: 'error' });
  const editLabel = editing ? 'Terminer la modification' : "Modifier l'accès rapide";

  return (
    <Box component="section" aria-labelledby="quick-favorites-title">
      <ListSubheader component="div" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Typography id="quick-favorites-title" variant="inherit" component="h2" sx={{ flexGrow: 1 }}>
          Accès rapide
        </Typography>
        <AddFavoriteButton favorites={favorites} />
        {(editing || favorites.length > 0) && (
          <Tooltip title={editLabel}>
            <IconButton
              size="small"
              aria-label={editLabel}
              aria-pressed={editing}
              onClick={() => setEditing(!editing)}
            >
              {editing ? <CheckIcon fontSize="small" /> : <EditIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </ListSubheader>
      {favorites.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          Aucune page en accès rapide
        </Typography>
      ) : editing ? (
        <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
          <SortableFavorites
            favorites={favorites}
            onReorder={(list: UserFavorite[]) => reorder.mutate(list, { onError })}
            onRemove={(favorite) => remove.mutate(favorite.id, { onError })}
            removingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        </Suspense>
      ) : (
        <List dense aria-label="Accès rapide">
          {favorites.map((favorite) => (
            <MenuLink
              key={favorite.id}
              target={userFavoriteTarget(favorite)}
              label={truncateFavoriteTitle(favorite.title)}
              title={favorite.title}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
