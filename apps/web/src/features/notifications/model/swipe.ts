/**
 * Spec 1 §2.11: swiping a notification left reveals its delete button; swiping right hides it again.
 * Pure rules, so the gesture is tested without a touch screen; components/swipeable-row.tsx feeds them
 * pointer events.
 */

/** Width of the delete button a left swipe uncovers. */
export const SWIPE_REVEAL_PX = 96;
/** A shorter move is not a swipe: the row goes back to where it was. */
export const SWIPE_THRESHOLD_PX = 40;
/** Below this, a press is a click (open), not the start of a swipe. */
export const SWIPE_SLOP_PX = 8;

/** Where the row sits while the finger moves `dx` pixels (negative: left), never past the button's width. */
export function swipeOffset(revealed: boolean, dx: number): number {
  const start = revealed ? -SWIPE_REVEAL_PX : 0;
  return Math.min(0, Math.max(-SWIPE_REVEAL_PX, start + dx));
}

/** Whether the delete button stays uncovered once the finger lifts after moving `dx` pixels. */
export function swipeSettles(revealed: boolean, dx: number): boolean {
  if (dx <= -SWIPE_THRESHOLD_PX) return true;
  if (dx >= SWIPE_THRESHOLD_PX) return false;
  return revealed;
}

/** A horizontal move: the row follows it. A vertical one belongs to the list's scrolling. */
export function isSwipeGesture(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_SLOP_PX && Math.abs(dx) > Math.abs(dy);
}
