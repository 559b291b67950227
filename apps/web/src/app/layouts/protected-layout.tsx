import { Outlet } from 'react-router';
import { MaintenanceBanner } from '../../features/maintenance/components/maintenance-banner';

/**
 * Frame of the signed-in pages, inside the admin layout. The guards (app/guards) have checked the visitor
 * before anything renders; the banner reminds administrators that maintenance mode is on.
 */
export function ProtectedLayout() {
  return (
    <>
      <MaintenanceBanner />
      <Outlet />
    </>
  );
}
