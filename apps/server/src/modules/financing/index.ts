/** What other modules may use of financing (boundaries.test.ts): the summary's counter. */
export { countFinancing } from './financing.service';
