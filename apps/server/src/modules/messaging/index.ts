/** What other modules may use of messaging (boundaries.test.ts): writing a message, who answers. */
export { ANSWERER } from './messaging.repository';
export { writeMessage } from './messaging.service';
