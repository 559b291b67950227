/**
 * The contracts the first screen calls (sign-in, session renewal, current user, maintenance, customer
 * area), loaded on demand: contracts carry their zod schemas, which the login page must not wait for (its
 * budget, scripts/check-bundle.mjs). One import for all of them, so the page carries one preload list.
 *
 *     const { authEndpoints } = await contractsOnDemand();
 */
export const contractsOnDemand = () => import('./first-screen-contracts');
