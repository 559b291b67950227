/** What other modules may use of contacts (boundaries.test.ts): who may follow a contact. */
export { staffMayFollow } from './contacts.access';
