/**
 * Global keyboard shortcuts (spec 1 §5): they are ignored while the user types in an input, textarea,
 * select or option element, or in editable content (contenteditable).
 *
 *   useShortcut({ key: 'k', ctrl: true }, () => openSearch());
 *   const stop = registerShortcut({ key: 'Escape', handler: close });
 */
import { useEffect, useRef } from 'react';

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'OPTION']);

/** True when the element (or an editable ancestor) takes text: keys typed there are not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (TYPING_TAGS.has(element.tagName)) return true;
  if (element.isContentEditable) return true;
  // jsdom has no isContentEditable; browsers agree with this selector.
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** The element the key was typed in, including inside a shadow root. */
function eventTarget(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}

export type ShortcutKeys = {
  /** `KeyboardEvent.key`: 'Escape', 'Enter', '/', 'k' (letters match in either case). */
  key: string;
  /** Modifiers that must be down; ctrl, alt and meta must be up unless asked for. Shift is checked only when given. */
  ctrl?: boolean;
  alt?: boolean;
  meta?: boolean;
  shift?: boolean;
};

export type ShortcutOptions = {
  /** Also fire while typing in a form field (default false, spec 1 §5). */
  allowInInputs?: boolean;
  /** Call `preventDefault()` when the shortcut fires (default true). */
  preventDefault?: boolean;
};

export type Shortcut = ShortcutKeys & ShortcutOptions & { handler: (event: KeyboardEvent) => void };

export function matchesShortcut(event: KeyboardEvent, keys: ShortcutKeys): boolean {
  const sameKey =
    event.key === keys.key || (keys.key.length === 1 && event.key.toLowerCase() === keys.key.toLowerCase());
  return (
    sameKey &&
    event.ctrlKey === !!keys.ctrl &&
    event.altKey === !!keys.alt &&
    event.metaKey === !!keys.meta &&
    (keys.shift === undefined || event.shiftKey === keys.shift)
  );
}

/** Whether a global shortcut may react to this event at all: not handled already, not a held-down repeat, not typed in a field. */
export function isShortcutEvent(event: KeyboardEvent, options: ShortcutOptions = {}): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false;
  return options.allowInInputs === true || !isTypingTarget(eventTarget(event));
}

/** Listens for shortcuts on `target` (the window by default); returns the function that stops listening. */
export function registerShortcut(
  shortcuts: Shortcut | Shortcut[],
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const list = Array.isArray(shortcuts) ? shortcuts : [shortcuts];
  const listener = (event: Event) => {
    if (!(event instanceof KeyboardEvent)) return;
    for (const shortcut of list) {
      if (!matchesShortcut(event, shortcut) || !isShortcutEvent(event, shortcut)) continue;
      if (shortcut.preventDefault !== false) event.preventDefault();
      shortcut.handler(event);
      return;
    }
  };
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}

/**
 * React hook form of `registerShortcut`: listens while the component is mounted and `enabled` is true. The
 * handler may change at each render without registering again.
 */
export function useShortcut(
  keys: ShortcutKeys & ShortcutOptions,
  handler: (event: KeyboardEvent) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { key, ctrl, alt, meta, shift, allowInInputs, preventDefault } = keys;
  useEffect(() => {
    if (!enabled) return;
    return registerShortcut({
      key,
      ctrl,
      alt,
      meta,
      shift,
      allowInInputs,
      preventDefault,
      handler: (event) => latest.current(event),
    });
  }, [enabled, key, ctrl, alt, meta, shift, allowInInputs, preventDefault]);
}

/**
 * Spec 1 §5: the global search starts only after a letter, a digit, a numpad digit or Enter (no modifier
 * but Shift).
 */
export function isSearchTriggerKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  if (event.key === 'Enter') return true;
  if (/^Numpad\d$/.test(event.code)) return true;
  return event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key);
}
