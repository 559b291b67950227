/** Query keys of the building-permit area: every key of the area starts with 'buildingPermits'. */
export const bpKeys = {
  all: ['buildingPermits'] as const,
  dashboard: () => [...bpKeys.all, 'dashboard'] as const,
  project: (projectId: number) => [...bpKeys.all, 'project', projectId] as const,
  files: (projectId: number) => [...bpKeys.all, 'files', projectId] as const,
};
