/** The contracts of the first screen, loaded together on demand (see contracts-on-demand.ts). */
export { authEndpoints } from '@batir/shared/contracts/auth';
export { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
export { maintenanceEndpoints } from '@batir/shared/contracts/maintenance';
export { usersEndpoints } from '@batir/shared/contracts/users';
