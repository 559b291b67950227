import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { lazyPage, prefetchLoader } from './pages';

const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reload.mockReset();
});

const Page = () => null;
const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

test('gives the named component of the page module', async () => {
  await expect(lazyPage(async () => ({ Page }), 'Page')()).resolves.toEqual({ Component: Page });
  await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
});

test('a chunk that fails to load reloads the page once, then fails within the next 60 s', async () => {
  void lazyPage(failing)();
  await vi.advanceTimersByTimeAsync(0);
  expect(reload).toHaveBeenCalledOnce();

  vi.advanceTimersByTime(59_000);
  await expect(lazyPage(failing)()).rejects.toThrow('Failed to fetch');
  expect(reload).toHaveBeenCalledOnce();

  vi.advanceTimersByTime(2_000);
  void lazyPage(failing)();
  await vi.advanceTimersByTimeAsync(0);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('a prefetching loader answers at once, then runs the page module’s prefetch once the module is there', async () => {
  let loaded: (module: { prefetch: () => void }) => void = () => {};
  const prefetch = vi.fn();
  const loader = prefetchLoader(() => new Promise((resolve) => (loaded = resolve)));
  expect(loader({} as LoaderFunctionArgs)).toBeNull();
  expect(prefetch).not.toHaveBeenCalled();
  loaded({ prefetch });
  await vi.advanceTimersByTimeAsync(0);
  expect(prefetch).toHaveBeenCalledOnce();
  // A module that cannot load is the route's `lazy` to report: the loader neither throws nor reloads.
  expect(prefetchLoader(failing)({} as LoaderFunctionArgs)).toBeNull();
  await vi.advanceTimersByTimeAsync(0);
  expect(reload).not.toHaveBeenCalled();
});
