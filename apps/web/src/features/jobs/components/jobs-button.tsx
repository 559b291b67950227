import { isJobOver } from '@batir/shared/jobs';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../lib/route-names';
import { useJobs, useLiveJobs } from '../api/jobs';
import { JobList } from './job-list';

/**
 * The top bar's « Mes tâches » (issue 20): the caller's exports and other long work, their progress live,
 * cancel and download. The badge counts those waiting or running.
 */
export function JobsButton() {
  useLiveJobs();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { data: jobs = [] } = useJobs();
  const active = jobs.filter((job) => !isJobOver(job.state)).length;
  return (
    <>
      <Badge
        badgeContent={active}
        color="secondary"
        overlap="circular"
        sx={{ '& .MuiBadge-badge': { top: 10, right: 10, pointerEvents: 'none' } }}
      >
        <IconButton
          ref={anchor}
          color="inherit"
          aria-label={active ? `Mes tâches : ${active} en cours` : 'Mes tâches'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <PendingActionsIcon />
        </IconButton>
      </Badge>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Mes tâches', sx: { width: 380, maxHeight: 480 } },
        }}
      >
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
          Mes tâches
        </Typography>
        <JobList jobs={jobs.slice(0, 10)} />
        <Box sx={{ p: 1, textAlign: 'right' }}>
          <Button component={RouterLink} to={routeHref('admin-tools-export')} onClick={() => setOpen(false)}>
            Tous mes exports
          </Button>
        </Box>
      </Popover>
    </>
  );
}
