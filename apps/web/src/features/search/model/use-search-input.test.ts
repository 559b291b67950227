import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchInput } from './use-search-input';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Types `value` into the field, the key `init` being the last one pressed. */
function type(hook: { current: ReturnType<typeof useSearchInput> }, value: string, init: KeyboardEventInit) {
  act(() => {
    hook.current.onKeyDown({
      nativeEvent: new KeyboardEvent('keydown', init),
    } as ReactKeyboardEvent<HTMLInputElement>);
    hook.current.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>);
  });
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useSearchInput (spec 1 §5)', () => {
  test.each([
    ['a letter', { key: 'f' }],
    ['an accented letter', { key: 'è' }],
    ['a digit', { key: '4' }],
    ['a numpad digit', { key: '4', code: 'Numpad4' }],
    ['Enter', { key: 'Enter' }],
  ])('%s starts the search 700 ms later, with the text then in the field', (_label, init) => {
    const { result } = renderHook(() => useSearchInput());
    type(result, 'helene lef', init);
    expect(result.current.value).toBe('helene lef');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(result.current.term).toBe('');
    wait(1);
    expect(result.current.term).toBe('helene lef');
  });

  test.each([
    ['Backspace', { key: 'Backspace' }],
    ['Space', { key: ' ' }],
    ['an arrow', { key: 'ArrowLeft' }],
    ['Tab', { key: 'Tab' }],
    ['Shift alone', { key: 'Shift', shiftKey: true }],
    ['Ctrl+V', { key: 'v', ctrlKey: true }],
  ])('%s does not start a search', (_label, init) => {
    const { result } = renderHook(() => useSearchInput());
    type(result, 'durand', init);
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(result.current.term).toBe('');
  });

  test('each trigger key restarts the countdown: one search for a word typed quickly', () => {
    const { result } = renderHook(() => useSearchInput());
    type(result, 'd', { key: 'd' });
    wait(600);
    type(result, 'du', { key: 'u' });
    wait(600);
    expect(result.current.term).toBe('');
    // A later non-trigger key neither restarts nor cancels the countdown; its text is searched.
    type(result, 'du ', { key: ' ' });
    wait(100);
    expect(result.current.term).toBe('du');
  });

  test('reset empties the field and the term, and drops a pending search', () => {
    const { result } = renderHook(() => useSearchInput());
    type(result, 'garcia', { key: 'a' });
    wait(SEARCH_DEBOUNCE_MS);
    expect(result.current.term).toBe('garcia');
    type(result, 'garcias', { key: 's' });
    act(() => result.current.reset());
    wait(SEARCH_DEBOUNCE_MS);
    expect(result.current).toMatchObject({ value: '', term: '' });
  });
});
