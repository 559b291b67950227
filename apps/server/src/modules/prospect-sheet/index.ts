/** What other modules may use of the prospect sheet (boundaries.test.ts): archiving a customer, what a change changes. */
export { changesAnything } from './prospect-sheet.history';
export { setCustomerArchived } from './prospect-sheet.repository';
