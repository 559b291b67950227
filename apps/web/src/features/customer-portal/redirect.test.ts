import { describe, expect, test } from 'vitest';
import { CUSTOMER_HOME, customerLoginPath, safeCustomerPath } from './redirect';

describe('safeCustomerPath', () => {
  test.each([
    ['/clients/app', '/app'],
    ['/clients/app?projet=3#echanges', '/app?projet=3#echanges'],
    ['/clients/catalogue', '/catalogue'],
  ])('keeps %s as %s', (value, expected) => {
    expect(safeCustomerPath(value)).toBe(expected);
  });

  test.each([
    null,
    '',
    '/v2/admin',
    '/clients',
    '/clientsx/app',
    '//evil.example/clients/app',
    'https://evil.example/clients/app',
    '/clients/../v2/admin',
    '/clients/login',
    '/clients/login?redirect=/clients/app',
    '/clients/logout',
    '/clients/forgotPassword?token=abc',
    '/clients/\\evil.example',
    '/clients/app\u0000',
  ])('sends %s to the area home', (value) => {
    expect(safeCustomerPath(value)).toBe(CUSTOMER_HOME);
  });
});

test('customerLoginPath brings the customer back to the page he asked for', () => {
  expect(customerLoginPath('/clients/app')).toBe(`/login?redirect=${encodeURIComponent('/clients/app')}`);
  expect(customerLoginPath('/v2/admin')).toBe(`/login?redirect=${encodeURIComponent('/clients/app')}`);
});
