/** What other modules may use of auth (boundaries.test.ts): who is calling, passwords, tokens and reset links, the login-failure counter. */
export { addLoginFailure, countLoginFailures, findSessionPrincipal } from './auth.repository';
export { type AuthService, type EndedSessions, hashPassword, type Principal } from './auth.service';
export { hashRefreshToken, newRefreshToken } from './auth.tokens';
export { issuePasswordResetLink } from './password-reset.service';
export { setRefreshCookie } from './refresh-cookie';
