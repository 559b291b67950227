/** What other modules may use of the website module (boundaries.test.ts): the postal codes the site covers. */
export { coversPostalCode } from './website.repository';
