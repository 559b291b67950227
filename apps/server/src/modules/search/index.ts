/** What other modules may use of search (boundaries.test.ts): the parsed search input, and the searched projects' side table under projects' names (SEARCHED). */
export { SEARCHED, type SearchInput } from './search.repository';
export { searchInput } from './search.service';
