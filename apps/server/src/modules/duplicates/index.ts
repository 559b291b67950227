/** What other modules may use of duplicates (boundaries.test.ts): finding a household's duplicates, normalizing contact keys. */
export { type FoundDuplicate, findDuplicates, type Household, shownTo } from './duplicates.service';
export { contactKeys, normalizePhone } from './normalize';
