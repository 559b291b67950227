import type { COMMON_ERRORS } from '@batir/shared/contract';

/** A common error code (packages/shared contract.ts COMMON_ERRORS). */
export type CommonErrorCode = (typeof COMMON_ERRORS)[keyof typeof COMMON_ERRORS]['code'];

/**
 * A common error code, checked against COMMON_ERRORS by the types only: the modules of the first screen
 * compare codes without loading contract.ts, which lives with the contracts and zod in a chunk loaded on
 * demand (the login page's budget, scripts/check-bundle.mjs). Elsewhere `COMMON_ERRORS.X.code` is as good.
 */
export const commonCode = <C extends CommonErrorCode>(code: C): C => code;
