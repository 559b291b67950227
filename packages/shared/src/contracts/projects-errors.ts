/**
 * Errors of the project access policy (apps/server projects/project-access.ts `projectFor`), answered by
 * every route that opens a customer project, whatever its area. Its refusals (a project the caller does not
 * follow, a read-only caller, a customer's other household) are the common FORBIDDEN, with a precise message.
 */
import { defineErrors } from '../contract';

export const PROJECT_ACCESS_ERRORS = defineErrors({
  PROJECT_NOT_FOUND: { status: 404, message: 'Projet introuvable.' },
});
