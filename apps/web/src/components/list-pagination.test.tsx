import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  test('counts pages from 1, and a new size starts over at the first page', () => {
    const onChange = vi.fn();
    render(<ListPagination total={45} page={2} limit={20} onChange={onChange} />);
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
