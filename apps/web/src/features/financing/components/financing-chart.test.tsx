import type { TFinancingListsResponse } from '@batir/shared/financing';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FinancingChart } from './financing-chart';

const lists = (asked: number, waiting: number, done: number) =>
  ({
    asked: { total: asked, list: [] },
    waiting: { total: waiting, list: [] },
    done: { total: done, list: [] },
  }) as unknown as TFinancingListsResponse;

/** The labels under the bars (the counts' axis). */
function countLabels(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(
    (label) => label.textContent ?? '',
  );
}

// jsdom lays nothing out: the chart reads its size from the computed style of its container.
beforeEach(() => {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    (element) =>
      new Proxy(computed(element), {
        get: (style, key) =>
          key === 'width' ? '600px' : key === 'height' ? '200px' : Reflect.get(style, key),
      }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

test('an empty chart counts from 0 to 1 in whole numbers, not « 0.000000 »', () => {
  const { container } = render(<FinancingChart data={lists(0, 0, 0)} />);
  expect(countLabels(container)).toEqual(['0', '1']);
});

test('the counts are whole numbers in French', () => {
  const { container } = render(<FinancingChart data={lists(1500, 3, 0)} />);
  const labels = countLabels(container);
  expect(labels).toContain('1\u00a0000');
  expect(labels.every((label) => /^\d{1,3}(\u00a0\d{3})*$/.test(label))).toBe(true);
});
