import { formatDateTime } from '@batir/shared/format';
import { isJobOver, JOB_STATE_LABELS, jobPercent, type TJob } from '@batir/shared/jobs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCancelJob, useDownloadJob } from '../api/job-actions';
import { jobProgressText } from '../model/jobs';

/** One job: what it is, its state, a progress bar while it runs, and what can be done with it. */
function JobItem({ job }: { job: TJob }) {
  const cancel = useCancelJob();
  const download = useDownloadJob();
  const percent = jobPercent(job);
  return (
    <ListItem divider aria-label={job.label} sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{job.label}</Typography>
        <Typography variant="caption" color={job.state === 'failed' ? 'error' : 'text.secondary'}>
          {JOB_STATE_LABELS[job.state]}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        Demandé le {formatDateTime(job.createdAt)}
      </Typography>
      {!isJobOver(job.state) && (
        <LinearProgress
          sx={{ my: 1 }}
          aria-label={`Progression : ${job.label}`}
          {...(percent === null ? { variant: 'indeterminate' } : { variant: 'determinate', value: percent })}
        />
      )}
      <Typography variant="body2">{job.error ?? jobProgressText(job)}</Typography>
      <Box sx={{ mt: 0.5 }}>
        {!isJobOver(job.state) && (
          <Button
            size="small"
            color="inherit"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(job.id)}
          >
            Annuler
          </Button>
        )}
        {job.hasResult && (
          <Button size="small" disabled={download.isPending} onClick={() => download.mutate(job.id)}>
            Télécharger {job.resultName}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}

/** The caller's jobs, newest first. */
export function JobList({ jobs }: { jobs: TJob[] }) {
  if (!jobs.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Aucune tâche pour l’instant : vos exports apparaîtront ici.
      </Typography>
    );
  return (
    <List dense aria-label="Mes tâches de fond" sx={{ p: 0 }}>
      {jobs.map((job) => (
        <JobItem key={job.id} job={job} />
      ))}
    </List>
  );
}
