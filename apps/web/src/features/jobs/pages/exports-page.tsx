import { formatDateTime } from '@batir/shared/format';
import { isJobOver, JOB_STATE_LABELS, jobPercent, type TJob } from '@batir/shared/jobs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useCancelJob, useDownloadJob } from '../api/job-actions';
import { useJobs, useLiveJobs } from '../api/jobs';
import { jobProgressText } from '../model/jobs';

function Actions({ job }: { job: TJob }) {
  const cancel = useCancelJob();
  const download = useDownloadJob();
  if (job.hasResult)
    return (
      <Button size="small" disabled={download.isPending} onClick={() => download.mutate(job.id)}>
        Télécharger
      </Button>
    );
  if (!isJobOver(job.state))
    return (
      <Button size="small" color="inherit" disabled={cancel.isPending} onClick={() => cancel.mutate(job.id)}>
        Annuler
      </Button>
    );
  return null;
}

const columns: GridColDef<TJob>[] = [
  { field: 'label', headerName: 'Export', flex: 1, minWidth: 160 },
  {
    field: 'createdAt',
    headerName: 'Demandé le',
    width: 140,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'state',
    headerName: 'État',
    width: 100,
    valueFormatter: (value: TJob['state']) => JOB_STATE_LABELS[value],
  },
  {
    field: 'done',
    headerName: 'Progression',
    flex: 1,
    minWidth: 180,
    sortable: false,
    renderCell: ({ row }) => {
      const percent = jobPercent(row);
      return (
        <Stack sx={{ justifyContent: 'center', height: '100%' }}>
          {!isJobOver(row.state) && (
            <LinearProgress
              aria-label={`Progression : ${row.label}`}
              {...(percent === null
                ? { variant: 'indeterminate' }
                : { variant: 'determinate', value: percent })}
            />
          )}
          <Typography variant="body2" color={row.state === 'failed' ? 'error' : undefined}>
            {row.error ?? jobProgressText(row)}
          </Typography>
        </Stack>
      );
    },
  },
  { field: 'resultName', headerName: 'Fichier', flex: 1, minWidth: 150 },
  {
    field: 'id',
    headerName: '',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => <Actions job={row} />,
  },
];

/**
 * Route `admin-tools-export` (spec 1 §2.3 tools/export): the caller's exports, newest first (the last
 * fifty), their progress live; download a finished one again (a new five-minute link each time).
 */
export function ExportsPage() {
  useLiveJobs();
  const jobs = useJobs('export');
  return (
    <Paper sx={{ m: 2, p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Mes exports
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les listes se téléchargent depuis leur bouton « Exporter » ; au-delà de 2 000 lignes, l’export se
        prépare en arrière-plan et se retrouve ici.
      </Typography>
      {jobs.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {jobs.error.message}
        </Alert>
      )}
      <DataGrid
        aria-label="Mes exports"
        rows={jobs.data ?? []}
        columns={columns}
        loading={jobs.isFetching}
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        localeText={{ ...frFR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Aucun export' }}
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        autoHeight
      />
    </Paper>
  );
}
