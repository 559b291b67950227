import BugReportIcon from '@mui/icons-material/BugReport';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { SoonTooltip } from '../../features/shell/components/soon';

/**
 * The service buttons of the admin top bar (spec 1 §2.7), in the spec's order: bug report (hidden in
 * portrait), search, notification bell. Each belongs to its own feature; the layout composes them here.
 */
export function TopBarActions({ isPortrait }: { isPortrait: boolean }) {
  return (
    <>
      {!isPortrait && <SoonButton label="Signaler un problème" icon={<BugReportIcon />} />}
      <SoonButton label="Rechercher" icon={<SearchIcon />} />
      <SoonButton label="Notifications" icon={<NotificationsIcon />} />
    </>
  );
}

function SoonButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <SoonTooltip>
      <IconButton
        color="inherit"
        aria-label={label}
        disabled
        sx={{ '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } }}
      >
        {icon}
      </IconButton>
    </SoonTooltip>
  );
}
