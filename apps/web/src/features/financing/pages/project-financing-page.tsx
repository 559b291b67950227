import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentProjectId } from '../../../lib/current-project';
import { useProjectFinancing } from '../api/project-financing';
import { AttestationSection } from '../components/attestation-section';
import { BankSection } from '../components/bank-section';
import { CommentSection } from '../components/comment-section';
import { HistorySection } from '../components/history-section';
import { LoansSection } from '../components/loans-section';
import { NeedSection } from '../components/need-section';
import { ProgressSection } from '../components/progress-section';

/**
 * /v2/admin/customer/:id?/preconstruction/financing: the project's financing — progress with its actions,
 * loan-offer attestation, needs, loans, bank, comment and history.
 */
export default function ProjectFinancingPage() {
  const projectId = useCurrentProjectId();
  const { data, error } = useProjectFinancing(projectId);

  if (projectId === null) {
    return <Alert severity="info">Choisissez un client pour voir son financement.</Alert>;
  }
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rectangular" height={160} />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    );
  }
  const { financing, history } = data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Financement
        </Typography>
        <Typography color="text.secondary">
          {financing.project.name} · {financing.project.customerName}
          {financing.project.salesman ? ` · suivi par ${financing.project.salesman.name}` : ''}
        </Typography>
      </div>
      <ProgressSection financing={financing} />
      <LoansSection financing={financing} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <NeedSection financing={financing} />
            <BankSection financing={financing} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <AttestationSection financing={financing} />
            <CommentSection financing={financing} />
            <HistorySection history={history} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
