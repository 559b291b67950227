import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { isSwipeGesture, SWIPE_REVEAL_PX, swipeOffset, swipeSettles } from '../model/swipe';

type SwipeableRowProps = {
  children: ReactNode;
  onDelete: () => void;
  deleting?: boolean;
  /** Accessible name of the uncovered delete button. */
  deleteLabel: string;
};

/**
 * A notification row: swiping left uncovers a delete button behind it, swiping right covers it again
 * (spec 1 §2.11). Pointer events cover mouse, pen and touch; `touch-action: pan-y` leaves vertical
 * scrolling to the browser. Keyboard and screen-reader users have the row's own delete button.
 */
export function SwipeableRow({ children, onDelete, deleting = false, deleteLabel }: SwipeableRowProps) {
  const [revealed, setRevealed] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  // A swipe ends with a click on whatever lies under the finger: that click must not open the notification.
  const swallowClick = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swallowClick.current = false;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    if (dragX === null) {
      if (!isSwipeGesture(dx, event.clientY - start.current.y)) return;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDragX(dx);
  };
  const onPointerUp = () => {
    if (dragX !== null) {
      setRevealed(swipeSettles(revealed, dragX));
      swallowClick.current = true;
    }
    start.current = null;
    setDragX(null);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragX(null);
  };

  const offset = dragX === null ? swipeOffset(revealed, 0) : swipeOffset(revealed, dragX);
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden' }} data-revealed={revealed || undefined}>
      <Button
        color="error"
        variant="contained"
        disableElevation
        startIcon={<DeleteIcon />}
        aria-label={deleteLabel}
        aria-hidden={!revealed}
        tabIndex={revealed ? 0 : -1}
        loading={deleting}
        onClick={onDelete}
        sx={{ position: 'absolute', inset: 0, left: 'auto', width: SWIPE_REVEAL_PX, borderRadius: 0 }}
      >
        Supprimer
      </Button>
      <Box
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.stopPropagation();
          event.preventDefault();
        }}
        sx={{
          position: 'relative',
          bgcolor: 'background.paper',
          transform: `translateX(${offset}px)`,
          transition: dragX === null ? 'transform 200ms ease-out' : 'none',
          touchAction: 'pan-y',
          userSelect: dragX === null ? undefined : 'none',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
