import { z } from 'zod';

// Every zod message in French, on the server and in the web app alike.
z.config(z.locales.fr());

export * from './announcements';
export * from './auth';
export * from './constants';
export * from './customer-portal';
export * from './customers';
export * from './errors';
export * from './files';
export * from './format';
export * from './messages';
export * from './notifications';
export * from './reports';
export * from './roles';
export * from './search';
export * from './shell';
export * from './users';
