/**
 * Query keys of one customer project: every key starts with ['projects', id], so that an operation
 * refreshes them all (header, gauge, history, informations, attachments).
 */
export const projectsKeys = {
  all: ['projects'] as const,
  project: (projectId: number) => [...projectsKeys.all, projectId] as const,
  header: (projectId: number) => [...projectsKeys.project(projectId), 'header'] as const,
  progress: (projectId: number) => [...projectsKeys.project(projectId), 'progress'] as const,
  history: (projectId: number, page: number, limit: number) =>
    [...projectsKeys.project(projectId), 'history', page, limit] as const,
  informations: (projectId: number) => [...projectsKeys.project(projectId), 'informations'] as const,
  files: (projectId: number) => [...projectsKeys.project(projectId), 'files'] as const,
};
