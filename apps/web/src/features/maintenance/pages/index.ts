// One chunk for the area: both pages load through this module.
export { MaintenancePage } from './maintenance-page';
export { MaintenanceSettingsPage } from './maintenance-settings-page';
