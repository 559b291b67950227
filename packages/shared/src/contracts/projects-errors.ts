/**
 * Errors of the project access policy (apps/server projects/project-access.ts `projectFor`), answered by
 * every route that opens a customer project, whatever its area.
 */
import { defineErrors } from '../contract';

export const PROJECT_ACCESS_ERRORS = defineErrors({
  PROJECT_NOT_FOUND: { status: 404, message: 'Projet introuvable.' },
});
