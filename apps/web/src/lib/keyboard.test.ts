import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isSearchTriggerKey, isTypingTarget, registerShortcut, useShortcut } from './keyboard';

function place(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isTypingTarget', () => {
  test.each([
    ['<input id="t" />', true],
    ['<input id="t" type="checkbox" />', true],
    ['<textarea id="t"></textarea>', true],
    ['<select id="t"><option>a</option></select>', true],
    ['<select><option id="t">a</option></select>', true],
    ['<div contenteditable="true" id="t"></div>', true],
    ['<div contenteditable=""><p><span id="t">texte</span></p></div>', true],
    ['<div contenteditable="false"><span id="t">texte</span></div>', false],
    ['<button id="t">Envoyer</button>', false],
    ['<div id="t" tabindex="0"></div>', false],
    ['<a id="t" href="#">lien</a>', false],
  ])('%s → %s', (html, expected) => {
    place(html);
    expect(isTypingTarget(document.getElementById('t'))).toBe(expected);
  });

  test('no element, or the window, is not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(document)).toBe(false);
  });
});

describe('registerShortcut', () => {
  test('fires on the key from the page, not while typing in a field', () => {
    place(`
      <input id="input" /><textarea id="textarea"></textarea>
      <select id="select"><option id="option">a</option></select>
      <div id="editable" contenteditable="true"></div><button id="button">b</button>`);
    const handler = vi.fn();
    const stop = registerShortcut({ key: '/', handler });

    for (const id of ['input', 'textarea', 'select', 'option', 'editable']) {
      fireEvent.keyDown(document.getElementById(id) as HTMLElement, { key: '/' });
    }
    expect(handler).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(document.getElementById('button') as HTMLElement, { key: '/' });
    expect(handler).toHaveBeenCalledTimes(2);

    stop();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  test('allowInInputs lets a shortcut fire from a field', () => {
    place('<input id="input" />');
    const handler = vi.fn();
    const stop = registerShortcut({ key: 'Escape', allowInInputs: true, handler });
    fireEvent.keyDown(document.getElementById('input') as HTMLElement, { key: 'Escape' });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  test('modifiers must match; letters match in either case; shift is checked only when given', () => {
    const ctrlK = vi.fn();
    const question = vi.fn();
    const stop = registerShortcut([
      { key: 'k', ctrl: true, handler: ctrlK },
      { key: '?', handler: question },
    ]);
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, altKey: true });
    expect(ctrlK).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true, shiftKey: true });
    expect(ctrlK).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(question).toHaveBeenCalledTimes(1);
    stop();
  });

  test('prevents the default action unless told not to; skips handled, repeated and IME events', () => {
    const handler = vi.fn();
    const stop = registerShortcut({ key: 'a', handler });
    expect(fireEvent.keyDown(document.body, { key: 'a' })).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.body, { key: 'a', repeat: true });
    fireEvent.keyDown(document.body, { key: 'a', isComposing: true });
    const handled = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();

    const free = registerShortcut({ key: 'b', preventDefault: false, handler });
    expect(fireEvent.keyDown(document.body, { key: 'b' })).toBe(true);
    expect(handler).toHaveBeenCalledTimes(2);
    free();
  });
});

describe('useShortcut', () => {
  test('listens while mounted, with the latest handler, and can be disabled', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ handler, enabled }) => useShortcut({ key: 'Escape' }, handler, enabled),
      { initialProps: { handler: first, enabled: true } },
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(first).toHaveBeenCalledTimes(1);

    rerender({ handler: second, enabled: true });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    place('<input id="input" />');
    fireEvent.keyDown(document.getElementById('input') as HTMLElement, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);

    rerender({ handler: second, enabled: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);

    rerender({ handler: second, enabled: true });
    unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('isSearchTriggerKey (spec 1 §5)', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

  test.each([
    { key: 'a' },
    { key: 'Z', shiftKey: true },
    { key: 'é' },
    { key: '7' },
    { key: '7', code: 'Numpad7' },
    { key: 'Enter' },
  ])('%j starts the search', (init) => {
    expect(isSearchTriggerKey(key(init))).toBe(true);
  });

  test.each([
    { key: ' ' },
    { key: '/' },
    { key: 'Escape' },
    { key: 'Tab' },
    { key: 'ArrowDown' },
    { key: 'Shift' },
    { key: 'F5' },
    { key: 'a', ctrlKey: true },
    { key: 'v', metaKey: true },
  ])('%j does not', (init) => {
    expect(isSearchTriggerKey(key(init))).toBe(false);
  });
});
