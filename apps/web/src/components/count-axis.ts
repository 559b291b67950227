import { formatInteger } from '../lib/format';

/**
 * A chart axis of counts (MUI X Charts): whole numbers in French (« 1 200 », never « 1,200 » nor « 0.5 »).
 * When every count is 0, the axis runs from 0 to 1: an empty domain would get a lone tick in the middle,
 * labelled « 0.000000 » by d3.
 */
export function countAxis(counts: number[]) {
  return {
    tickMinStep: 1,
    valueFormatter: (value: number) => formatInteger(value),
    ...(counts.every((count) => count === 0) && { max: 1 }),
  };
}
