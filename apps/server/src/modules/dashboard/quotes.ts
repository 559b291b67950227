import { readFileSync } from 'node:fs';
import { parisDay } from '@batir/shared/todos';
import { z } from 'zod';

const ZQuotes = z.array(z.object({ text: z.string().min(1), author: z.string().min(1) })).min(1);

/** The French list shipped with the product, read once at start-up (a broken file stops the server). */
export const QUOTES = ZQuotes.parse(
  JSON.parse(readFileSync(new URL('./quotes.fr.json', import.meta.url), 'utf8')),
);

const DAY_MS = 86_400_000;

/** Everyone sees the same quote all day long (Paris day); the next day brings the next one of the list. */
export function quoteOfTheDay(now: Date = new Date()) {
  const date = parisDay(now);
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const quote = QUOTES[dayNumber % QUOTES.length] as (typeof QUOTES)[number];
  return { date, quote };
}
