/** Query keys of the maintenance mode. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
};
