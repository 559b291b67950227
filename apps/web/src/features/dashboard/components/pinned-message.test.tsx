import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PinnedMessage } from './pinned-message';

describe('PinnedMessage', () => {
  test("shows the manager's message, nothing when it is empty", () => {
    const { rerender, container } = render(<PinnedMessage message={'Objectif du mois\\n3 signatures'} />);
    const note = screen.getByRole('note', { name: 'Message épinglé' });
    expect(note.textContent).toContain('Message de votre responsable');
    expect(note.textContent).toContain('Objectif du mois');
    rerender(<PinnedMessage message="   " />);
    expect(container.textContent).toBe('');
    rerender(<PinnedMessage message={undefined} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
