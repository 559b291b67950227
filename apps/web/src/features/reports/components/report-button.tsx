import BugReportIcon from '@mui/icons-material/BugReport';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';

// The dialog, its form and the uploader load with the first click, not with every page.
const ReportDialog = lazy(() => import('./report-dialog'));

const LABEL = 'Signaler un problème';

/** The top bar's bug-report button (spec 1 §2.7, §2.13): opens the dialog for the page on screen. */
export function ReportButton() {
  const [page, setPage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    // The current address, as the user sees it (router base included).
    const { pathname, search, hash } = window.location;
    setPage(`${pathname}${search}${hash}`);
    setOpen(true);
  };

  return (
    <>
      <Tooltip title={LABEL}>
        <IconButton color="inherit" aria-label={LABEL} onClick={onClick}>
          <BugReportIcon />
        </IconButton>
      </Tooltip>
      {page !== null && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onClose={() => setOpen(false)} page={page} />
        </Suspense>
      )}
    </>
  );
}
