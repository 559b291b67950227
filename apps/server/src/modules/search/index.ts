/** What other modules may use of search (boundaries.test.ts): the parsed search input. */
export type { SearchInput } from './search.repository';
export { searchInput } from './search.service';
