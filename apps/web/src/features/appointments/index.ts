/**
 * What other features may use of appointments besides its api/ (lib/boundaries.scan.test.ts): the
 * agenda's days (notifications open an appointment on its day) and the video-call link.
 */
export { VisioLink } from './components/visio-link';
export { dayKey, startOf } from './model/agenda';
