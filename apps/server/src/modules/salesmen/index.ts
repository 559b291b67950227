/** What other modules may use of salesmen (boundaries.test.ts): finding a salesman or a staff member, who may follow projects. */
export { findRef, findStaff, isFollower, listFollowers } from './salesmen.repository';
