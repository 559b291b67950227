/** What other modules may use of projects (boundaries.test.ts): who opens which project (project-access), the list counters, a new project. */
export {
  type Caller,
  followedSalesmen,
  followsSalesman,
  isOnlyCustomer,
  opensProject,
  opensProjectSql,
  type ProjectRef,
  projectFor,
  salesmanKeyIn,
  userOpensProjectSql,
  visibleProjects,
  visibleSalesmen,
} from './project-access';
export {
  type ProjectCommandOptions,
  type ProjectCommandOutcome,
  type ProjectCommandScope,
  type ProjectHistoryLine,
  projectCommand,
} from './project-command';
export { insertProject } from './projects.repository';
export { readSummaryCounts } from './summary-counts';
