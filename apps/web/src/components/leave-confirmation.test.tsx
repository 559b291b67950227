import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ConfirmProvider } from './confirm';
import {
  LEAVE_MESSAGE,
  LEAVE_TITLE,
  LeaveConfirmationProvider,
  useLeaveConfirmation,
} from './leave-confirmation';

configure({ asyncUtilTimeout: 10_000 });

function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  useLeaveConfirmation(value !== '');
  return <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** Two forms on one page, as the prospect sheet's dialogs: either one's changes count. */
function Page() {
  return (
    <>
      <Field label="Nom" />
      <Field label="Ville" />
      <Link to="/other">Ailleurs</Link>
      <Link to="/form?tab=2">Onglet</Link>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LeaveConfirmationProvider>
            <Outlet />
          </LeaveConfirmationProvider>
        ),
        children: [
          { path: '/form', Component: Page },
          { path: '/other', element: <h1>Autre page</h1> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return { router, ui: userEvent.setup() };
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leave confirmation', { timeout: 20_000 }, () => {
  test('leaves a form without changes freely', async () => {
    const { router, ui } = setup();
    expect(beforeUnload()).toBe(false);
    await ui.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await screen.findByRole('heading', { name: 'Autre page' });
    expect(router.state.location.pathname).toBe('/other');
  });

  test('with unsaved changes asks first: Non stays, Oui leaves', async () => {
    const { router, ui } = setup();
    await ui.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
    // A reload or a closed tab: the browser's own question.
    expect(beforeUnload()).toBe(true);

    await ui.click(screen.getByRole('link', { name: 'Ailleurs' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(dialog.textContent).toContain(LEAVE_MESSAGE);
    await ui.click(screen.getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByRole('textbox', { name: 'Nom' }) as HTMLInputElement).value).toBe('Durand');

    await ui.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await ui.click(screen.getByRole('button', { name: 'Oui' }));
    await screen.findByRole('heading', { name: 'Autre page' });
    expect(beforeUnload()).toBe(false);
  });

  test('the changes of the first of two forms count too', async () => {
    const { router, ui } = setup();
    await ui.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
    await ui.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await ui.click(screen.getByRole('button', { name: 'Non' }));
    expect(router.state.location.pathname).toBe('/form');
  });

  test('another query of the same page is not leaving it', async () => {
    const { router, ui } = setup();
    await ui.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
    await ui.click(screen.getByRole('link', { name: 'Onglet' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
