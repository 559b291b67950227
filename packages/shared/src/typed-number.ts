/**
 * Numbers of the request bodies as French users type them. The web app may send the field's text ("650,5",
 * "25 000,50", "25000.5") or a number; both sides read it with `parseFrenchNumber`, so what a field shows
 * is what it accepts.
 */
import { z } from 'zod';
import { parseFrenchNumber } from './format';

/** `schema` (a z.number(), nullable or not) fed with the typed text read as a number: '' is null, junk NaN. */
export const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? parseFrenchNumber(value) : value), schema);
