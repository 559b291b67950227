import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { UserFavorite } from '../api/user-favorites';
import { truncateFavoriteTitle } from '../model/favorite-title';
import { moveById } from '../model/reorder';

type SortableFavoritesProps = {
  favorites: UserFavorite[];
  onReorder: (list: UserFavorite[]) => void;
  onRemove: (favorite: UserFavorite) => void;
  removingId: number | null;
};

const INSTRUCTIONS =
  'Pour déplacer un favori, appuyez sur Espace ou Entrée, choisissez sa place avec les flèches haut et bas, ' +
  'puis appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.';

/** Edit mode of the quick-access list: drag a handle (mouse, touch or keyboard) to reorder, or remove. */
export function SortableFavorites({ favorites, onReorder, onRemove, removingId }: SortableFavoritesProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a plain click on the handle does nothing.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveById(favorites, Number(active.id), Number(over.id));
    if (next !== favorites) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: frenchAnnouncements(favorites),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={favorites} strategy={verticalListSortingStrategy}>
        <List dense aria-label="Accès rapide : modification">
          {favorites.map((favorite) => (
            <SortableFavorite
              key={favorite.id}
              favorite={favorite}
              onRemove={onRemove}
              removing={removingId === favorite.id}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableFavorite({
  favorite,
  onRemove,
  removing,
}: {
  favorite: UserFavorite;
  onRemove: (favorite: UserFavorite) => void;
  removing: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: favorite.id, attributes: { roleDescription: 'favori déplaçable' } });
  return (
    <ListItem
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ pl: 1, bgcolor: isDragging ? 'action.hover' : undefined, zIndex: isDragging ? 1 : undefined }}
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={`Retirer « ${favorite.title} » de l'accès rapide`}
          disabled={removing}
          onClick={() => onRemove(favorite)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      }
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={`Déplacer « ${favorite.title} »`}
        sx={{ cursor: 'grab', touchAction: 'none', mr: 1 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemText primary={truncateFavoriteTitle(favorite.title)} title={favorite.title} />
    </ListItem>
  );
}

/** Screen-reader messages of the drag and drop, in French with positions ("position 2 sur 3"). */
function frenchAnnouncements(favorites: UserFavorite[]): Announcements {
  const title = (id: UniqueIdentifier) => favorites.find((favorite) => favorite.id === id)?.title ?? '';
  const position = (id: UniqueIdentifier) =>
    `position ${favorites.findIndex((favorite) => favorite.id === id) + 1} sur ${favorites.length}`;
  return {
    onDragStart: ({ active }) => `Favori « ${title(active.id)} » saisi, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Favori « ${title(active.id)} » déplacé en ${position(over.id)}.`
        : `Favori « ${title(active.id)} » hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Favori « ${title(active.id)} » déposé en ${position(over.id)}.`
        : `Favori « ${title(active.id)} » déposé.`,
    onDragCancel: ({ active }) => `Déplacement de « ${title(active.id)} » annulé.`,
  };
}
