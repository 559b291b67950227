import { type ChangeEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isSearchTriggerKey } from '../../../lib/keyboard';

/** Spec 1 §5: the search waits this long after the last trigger key. */
export const SEARCH_DEBOUNCE_MS = 700;

/**
 * The search field's text and the term actually searched. Only a letter, a digit, a numpad digit or Enter
 * (re)starts the 700 ms countdown (spec 1 §5): arrows, Tab, Backspace and the like never start a search.
 */
export function useSearchInput() {
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  // The countdown reads the field when it ends: the key that started it may be followed by others.
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    latest.current = event.target.value;
    setValue(event.target.value);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (!isSearchTriggerKey(event.nativeEvent)) return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setTerm(latest.current.trim());
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel],
  );

  const reset = useCallback(() => {
    cancel();
    latest.current = '';
    setValue('');
    setTerm('');
  }, [cancel]);

  return { value, term, onChange, onKeyDown, reset };
}
