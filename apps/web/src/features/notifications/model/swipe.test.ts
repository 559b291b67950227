import { describe, expect, it } from 'vitest';
import { isSwipeGesture, SWIPE_REVEAL_PX, SWIPE_THRESHOLD_PX, swipeOffset, swipeSettles } from './swipe';

describe('swipe (spec 1 §2.11)', () => {
  it('a left swipe past the threshold reveals delete; a right swipe resets', () => {
    expect(swipeSettles(false, -SWIPE_THRESHOLD_PX)).toBe(true);
    expect(swipeSettles(false, -200)).toBe(true);
    expect(swipeSettles(true, SWIPE_THRESHOLD_PX)).toBe(false);
    expect(swipeSettles(true, 300)).toBe(false);
  });

  it('a short move keeps the row where it was', () => {
    expect(swipeSettles(false, -(SWIPE_THRESHOLD_PX - 1))).toBe(false);
    expect(swipeSettles(true, SWIPE_THRESHOLD_PX - 1)).toBe(true);
    expect(swipeSettles(false, 100)).toBe(false);
    expect(swipeSettles(true, -100)).toBe(true);
  });

  it('the row follows the finger, between closed and the delete button fully shown', () => {
    expect(swipeOffset(false, -30)).toBe(-30);
    expect(swipeOffset(false, -500)).toBe(-SWIPE_REVEAL_PX);
    expect(swipeOffset(false, 50)).toBe(0);
    expect(swipeOffset(true, 20)).toBe(-SWIPE_REVEAL_PX + 20);
    expect(swipeOffset(true, 500)).toBe(0);
    expect(swipeOffset(true, -50)).toBe(-SWIPE_REVEAL_PX);
  });

  it('tells a swipe from a click or a vertical scroll', () => {
    expect(isSwipeGesture(3, 0)).toBe(false);
    expect(isSwipeGesture(-30, 5)).toBe(true);
    expect(isSwipeGesture(20, 40)).toBe(false);
  });
});
