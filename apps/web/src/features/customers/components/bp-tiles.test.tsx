import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { BpTiles } from './bp-tiles';

describe('BpTiles', () => {
  test('shows French-grouped counts, and a dash for tiles a broad search did not count', () => {
    const { rerender } = render(
      <BpTiles
        counts={{ waitingBpElements: 1234, bpInProgress: 0, bpInstruction: 7, bpFinished: 56 }}
        selected="all"
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByTestId('tile-waitingBpElements').textContent).toBe('1\u00a0234');
    expect(screen.getByRole('button', { name: 'PC en instruction : 7' })).toBeTruthy();
    rerender(
      <BpTiles
        counts={{ waitingBpElements: null, bpInProgress: null, bpInstruction: null, bpFinished: null }}
        selected="all"
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByTestId('tile-bpFinished').textContent).toBe('—');
    expect(screen.getByRole('button', { name: 'PC obtenu : non compté' })).toBeTruthy();
  });
});
