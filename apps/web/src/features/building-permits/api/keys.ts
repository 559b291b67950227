/** Query keys of the building-permit area (all start with 'buildingPermits'). */
export const buildingPermitsKey = ['buildingPermits'] as const;
export const bpDashboardKey = ['buildingPermits', 'dashboard'] as const;
export const projectPermitKey = (projectId: number) => ['buildingPermits', 'project', projectId] as const;
export const permitFilesKey = (projectId: number) => ['buildingPermits', 'files', projectId] as const;
