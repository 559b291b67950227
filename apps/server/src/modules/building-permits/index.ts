/** What other modules may use of building permits (boundaries.test.ts): the summary's counter and the list rules it mirrors. */
export { PERMIT_LIST_RULES } from './building-permits.repository';
export { countBuildingPermits } from './building-permits.service';
