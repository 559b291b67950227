/** What other modules may use of the outbox (boundaries.test.ts): queueing an e-mail or an SMS. */
export { queueEmail, queueSms } from './outbox.service';
