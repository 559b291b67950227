import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';

export type MenuStars = {
  starred: ReadonlySet<number>;
  /** The entry being starred or unstarred, if any. */
  pendingId: number | null;
  toggle: (menuId: number) => void;
};

/** The star of a menu entry: a toggle button (aria-pressed) that adds it to, or removes it from, "Favoris". */
export function MenuStar({ menuId, name, stars }: { menuId: number; name: string; stars: MenuStars }) {
  const on = stars.starred.has(menuId);
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={`Favori : ${name}`}
      aria-pressed={on}
      disabled={stars.pendingId === menuId}
      onClick={() => stars.toggle(menuId)}
      sx={{ color: on ? 'secondary.main' : 'action.active' }}
    >
      {on ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}
