import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words the global search can correct a typo to (migration 0053): every word of letters only, three to
 * thirty long, ever written in projects.search_text (names, first names, towns, project names, e-mail
 * parts), with its French phonetic key (`search_phonetic`: « Lefebvre » and « Lefèvre » both `lefevr`).
 * Kept by statement triggers on projects; a word whose last project is gone stays (it only finds nothing).
 * A few thousand rows where projects has hundreds of thousands: the tolerant tier of the search
 * (search.repository.ts `findCorrections`) compares the typed word with these, not with every text.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    sound: text('sound').notNull(),
  },
  (t) => [
    index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_vocabulary_sound_idx').on(t.sound),
  ],
);
