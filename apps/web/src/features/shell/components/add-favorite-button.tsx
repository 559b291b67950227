import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useLocation } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { useCurrentRoute } from '../../../lib/route-names';
import { useAddUserFavorite } from '../api/add-user-favorite';
import type { UserFavorite } from '../api/user-favorites';

const ADD_LABEL = "Ajouter cette page à l'accès rapide";

/** Saves the page on screen as a quick-access favourite: its route name, path, parameters and title. */
export function AddFavoriteButton({ favorites }: { favorites: UserFavorite[] }) {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const add = useAddUserFavorite();
  const snackbar = useSnackbar();
  const saved = favorites.some((favorite) => favorite.type === 1 && favorite.path === pathname);
  // Only named routes can be saved (type 1 favourites are reopened by name), and each page once.
  const name = route?.name;
  const reason = !name
    ? 'Cette page ne peut pas être ajoutée'
    : saved
      ? "Cette page est déjà dans l'accès rapide"
      : null;

  const onClick = () => {
    if (!route || !name) return;
    add.mutate(
      { name, path: pathname, params: definedParams(route.params), type: 1, title: route.title },
      {
        onSuccess: () => snackbar.show(),
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  };

  return (
    <Tooltip title={reason ?? ADD_LABEL} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={ADD_LABEL}
          disabled={reason !== null || add.isPending}
          onClick={onClick}
        >
          <BookmarkAddIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Route parameters without the unset optional ones. */
function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
