/**
 * French texts shared by the server and the web app. Free of zod on purpose: the login page imports it
 * and must stay small.
 */

/** Spec 1 §8: the generic texts shown when the server gives none. */
export const GENERIC_ERROR_MESSAGE = 'Cette demande ne peut pas aboutir';
export const FORBIDDEN_MESSAGE = 'Accès refusé';

export const INVALID_CREDENTIALS_MESSAGE = 'Adresse e-mail ou mot de passe incorrect.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Trop de tentatives de connexion. Patientez une minute avant de réessayer.';
export const SESSION_ENDED_MESSAGE = 'Votre session a pris fin. Veuillez vous reconnecter.';
export const STAFF_ONLY_MESSAGE =
  "Ce compte n'a pas accès à l'espace du personnel : l'espace client et l'espace artisan ont leur propre adresse.";
/** 503 while the database cannot be reached (stopped, restarting, network cut); the server recovers by itself. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques instants.';
