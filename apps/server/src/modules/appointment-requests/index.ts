/** What other modules may use of appointment requests (boundaries.test.ts): the summary's counter. */
export { waitingForSummary } from './appointment-requests.service';
