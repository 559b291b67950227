/** What other modules may use of appointments (boundaries.test.ts): the summary's counter. */
export { countScheduled } from './appointments.repository';
