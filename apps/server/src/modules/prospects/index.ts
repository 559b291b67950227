/** What other modules may use of prospects (boundaries.test.ts): who sees which prospect, households, the summary's counter. */
export { countProspects } from './prospects.repository';
export {
  type Caller,
  changesHousehold,
  changesProspect,
  householdOf,
  prospectListExport,
  prospectSalesmen,
} from './prospects.service';
