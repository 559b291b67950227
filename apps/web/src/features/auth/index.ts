/**
 * What other features may use of auth besides its api/ (lib/boundaries.scan.test.ts): the sign-in form
 * and the forgotten-password screens, which the customer area shows with its own texts and calls.
 */
export { ForgotPasswordScreens, type PasswordSpace } from './components/forgot-password-screens';
export { LoginForm } from './components/login-form';
