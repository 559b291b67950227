/** What other modules may use of salesmen (boundaries.test.ts): finding a salesman or a staff member. */
export { findRef, findStaff } from './salesmen.repository';
