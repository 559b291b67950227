/** What other modules may use of users (boundaries.test.ts): the staff accounts as the administration lists them. */
export { listAccounts } from './users-admin.service';
