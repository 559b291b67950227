import { JobsButton } from '../../features/jobs/components/jobs-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ReportButton } from '../../features/reports/components/report-button';
import { SearchButton } from '../../features/search/components/search-button';

/**
 * The service buttons of the admin top bar (spec 1 §2.7), in the spec's order: bug report (hidden in
 * portrait), search, notification bell; then « Mes tâches » (issue 20: exports and other long work). Each
 * belongs to its own feature; the layout composes them here.
 */
export function TopBarActions({ isPortrait }: { isPortrait: boolean }) {
  return (
    <>
      {!isPortrait && <ReportButton />}
      <SearchButton />
      <NotificationBell />
      <JobsButton />
    </>
  );
}
