import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm';

// Waits for elements as long as the tests' own timeout allows, not the default second.
configure({ asyncUtilTimeout: 10_000 });

function Ask({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm('Vous allez attribuer le contact.'))}>
      demander
    </button>
  );
}

async function ask() {
  const onAnswer = vi.fn();
  const ui = userEvent.setup();
  render(
    <ConfirmProvider>
      <Ask onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  await ui.click(screen.getByRole('button', { name: 'demander' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
  expect(dialog.textContent).toContain('Vous allez attribuer le contact.');
  return { onAnswer, ui };
}

// First renders load MUI: slow when several suites share the machine.
describe('useConfirm', { timeout: 20_000 }, () => {
  test('Oui answers true', async () => {
    const { onAnswer, ui } = await ask();
    await ui.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  test('Non answers false', async () => {
    const { onAnswer, ui } = await ask();
    await ui.click(screen.getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  test('closing the dialog with Escape answers false', async () => {
    const { onAnswer, ui } = await ask();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
