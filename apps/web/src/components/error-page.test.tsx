import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ErrorPage, NotFoundPage, RouteErrorPage } from './error-page';

/** Nothing while the first loader runs. */
const NoFallback = () => null;

function renderAt(element: React.ReactNode, loader?: () => unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element,
        errorElement: <RouteErrorPage />,
        HydrateFallback: NoFallback,
        ...(loader ? { loader } : {}),
      },
    ],
    { initialEntries: ['/v2/somewhere'], basename: '/v2' },
  );
  render(<RouterProvider router={router} />);
}

async function expectPage(status: string, title: string, text: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByText(status)).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByRole('link', { name: "retourner à l'accueil" }).getAttribute('href')).toBe(
    '/v2/admin/summary',
  );
}

describe('ErrorPage', () => {
  test('unmatched routes show the 404 page with a link home', async () => {
    renderAt(<NotFoundPage />);
    await expectPage('404', 'Page non trouvé', 'This page could not be found');
  });

  test.each([
    [403, 'Accès refusé', "Vous n'avez pas les droits nécessaires pour voir cette page."],
    [500, 'Erreur serveur', 'Cette demande ne peut pas aboutir'],
    [418, 'An error occurred', 'Cette demande ne peut pas aboutir'],
  ])('status %i: title %s', async (status, title, text) => {
    renderAt(<ErrorPage status={status} />);
    await expectPage(String(status), title, text);
  });

  test('errors without a status are 500', async () => {
    renderAt(<ErrorPage />);
    await expectPage('500', 'Erreur serveur', 'Cette demande ne peut pas aboutir');
  });
});

describe('RouteErrorPage', () => {
  test('an error response shows its status and text', async () => {
    renderAt(null, () => {
      throw data('Unknown middleware nope', { status: 500 });
    });
    await expectPage('500', 'Erreur serveur', 'Unknown middleware nope');
  });

  test('a 403 response without text gets the French explanation', async () => {
    renderAt(null, () => {
      throw data(null, { status: 403 });
    });
    await expectPage('403', 'Accès refusé', "Vous n'avez pas les droits nécessaires pour voir cette page.");
  });

  test("an API error shows its status and the server's message", async () => {
    renderAt(null, () => {
      throw new ApiError(500, 'Cette demande ne peut pas aboutir');
    });
    await expectPage('500', 'Erreur serveur', 'Cette demande ne peut pas aboutir');
  });

  test('anything else thrown is a 500', async () => {
    renderAt(null, () => {
      throw new TypeError('x is undefined');
    });
    await expectPage('500', 'Erreur serveur', 'Cette demande ne peut pas aboutir');
  });
});
