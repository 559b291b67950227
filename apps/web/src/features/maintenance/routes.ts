import { lazyPage, page } from '../../lib/pages';
import { maintenanceLoader } from './loaders';

const maintenancePages = (name: 'MaintenancePage' | 'MaintenanceSettingsPage') =>
  lazyPage(() => import('./pages'), name);

/** The maintenance page (guests, default layout) and its settings (administrators, staff area). */
export const maintenanceRoutes = {
  maintenance: {
    path: 'maintenance',
    ...page(
      { name: 'maintenance', title: 'Maintenance', guest: true },
      { lazy: maintenancePages('MaintenancePage') },
      maintenanceLoader,
    ),
  },
  settings: {
    path: 'manage/maintenance',
    ...page(
      { name: 'admin-manage-maintenance', title: 'Mode maintenance', guards: ['admin'] },
      { lazy: maintenancePages('MaintenanceSettingsPage') },
      maintenanceLoader,
    ),
  },
};
