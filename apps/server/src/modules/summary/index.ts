/**
 * What other modules may use of the summary (boundaries.test.ts): which contacts a viewer sees.
 * Only the repository: prospects imports this while summary imports prospects (index), so exporting
 * the summary services here would close an import cycle.
 */
export { visibleContactIds } from './summary.repository';
