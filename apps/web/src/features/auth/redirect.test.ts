import { createMemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPath, loginPathFromRouter, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  test.each([
    ['/v2/admin/some/page', '/admin/some/page'],
    ['/v2/admin/customer/12?tab=2#top', '/admin/customer/12?tab=2#top'],
    ['/admin/prospects', '/admin/prospects'],
    ['/v2', '/'],
    ['/v2/', '/'],
  ])('keeps the same-app path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  test.each([
    null,
    '',
    'admin',
    'https://evil.example/v2/admin',
    '//evil.example/v2/admin',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/v2/login',
    '/login?redirect=/admin',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('loginPath', () => {
  test('remembers the page first asked for', () => {
    expect(loginPath('/v2/admin/some/page')).toBe('/login?redirect=%2Fv2%2Fadmin%2Fsome%2Fpage');
  });

  test('omits the default landing page', () => {
    expect(loginPath('/v2/admin')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});

const Blank = () => null;

describe('loginPathFromRouter', () => {
  test('brings the user back to the page the router stands on, the base written once', async () => {
    const router = createMemoryRouter([{ path: '/admin/summary', Component: Blank }], {
      basename: '/v2',
      initialEntries: ['/v2/admin/summary?tab=2#top'],
    });
    await router.initialize();
    expect(loginPathFromRouter(router.state.location)).toBe(
      `/login?redirect=${encodeURIComponent('/v2/admin/summary?tab=2#top')}`,
    );
    router.dispose();
  });
});
