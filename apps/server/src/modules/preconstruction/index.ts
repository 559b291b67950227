/** What other modules may use of preconstruction (boundaries.test.ts): the summary's counter. */
export { countLogisbox } from './preconstruction.service';
