import { applyFrenchLocale } from '../../lib/locale';
import type { Guard } from './types';

/** Spec 1 §1, §9: French interface, dates and `locale=fr` cookie (365 days from the last visit). */
export const languageGuard: Guard = () => {
  applyFrenchLocale();
};
