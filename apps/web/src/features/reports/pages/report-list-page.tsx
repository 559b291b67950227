import { REPORT_TYPES, type TReport, type TReportFile } from '@batir/shared/reports';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm';
import { DEFAULT_PAGE_SIZE, ListPagination } from '../../../components/list-pagination';
import { useSnackbar } from '../../../components/snackbar';
import { useFileViewer } from '../../../components/viewer';
import { formatDateTime, formatPersonName } from '../../../lib/format';
import { useCloseReport } from '../api/close-report';
import { useFileLink } from '../api/file-link';
import { type ReportState, useReportList } from '../api/report-list';

const STATES: { value: ReportState; label: string }[] = [
  { value: 'open', label: 'Ouverts' },
  { value: 'closed', label: 'Fermés' },
  { value: 'all', label: 'Tous' },
];

/** The address is typed by the client: only a path of this site becomes a link (never `javascript:`). */
const isAppAddress = (page: string) => page.startsWith('/') && !page.startsWith('//');

const personName = (person: { surname: string; name: string }) =>
  formatPersonName(person.surname, person.name);

/** Route `admin-manage-report` (administrators): the correction requests and suggestions. */
export default function ReportListPage() {
  const [state, setState] = useState<ReportState>('open');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const list = useReportList({ state, page, limit });
  const closeReport = useCloseReport();
  const fileLink = useFileLink();
  const { open: openFile, viewer } = useFileViewer();
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const onOpenFile = (file: TReportFile) =>
    fileLink.mutate(file.id, {
      onSuccess: (url) => openFile({ name: file.name, url, isPicture: file.isPicture, mime: file.mime }),
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    });

  const onClose = async (report: TReport) => {
    if (
      !(await confirm({
        title: 'Fermer le signalement',
        message: 'Ce signalement sera marqué comme traité.',
      }))
    )
      return;
    closeReport.mutate(report.id, {
      onSuccess: ({ message }) => snackbar.show({ text: message }),
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    });
  };

  const data = list.data;
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Signalements
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          aria-label="État des signalements"
          onChange={(_event, value: ReportState | null) => {
            if (!value) return;
            setState(value);
            setPage(1);
          }}
        >
          {STATES.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {list.isFetching && <LinearProgress aria-label="Chargement des signalements" sx={{ mb: 1 }} />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {data && data.total === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          Aucun signalement.
        </Typography>
      )}

      {data && data.total > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Signalements">
              <TableHead>
                <TableRow>
                  <TableCell>Type</TableCell>
                  <TableCell>Auteur</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Page</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Pièces jointes</TableCell>
                  <TableCell align="right">État</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((report) => (
                  <TableRow key={report.id} data-testid={`report-${report.id}`} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Chip
                        size="small"
                        label={REPORT_TYPES[report.type]}
                        color={report.type === 1 ? 'warning' : 'info'}
                      />
                    </TableCell>
                    <TableCell>{personName(report.author)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</TableCell>
                    <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                      {isAppAddress(report.page) ? (
                        <Link href={report.page} target="_blank" rel="noopener">
                          {report.page}
                        </Link>
                      ) : (
                        report.page
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 240 }}>{report.description}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        {report.files.map((file) => (
                          <Button
                            key={file.id}
                            size="small"
                            startIcon={<AttachFileIcon />}
                            onClick={() => onOpenFile(file)}
                            disabled={fileLink.isPending}
                            sx={{ textTransform: 'none' }}
                          >
                            {file.name}
                          </Button>
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      {report.closedAt ? (
                        <Typography variant="body2" color="text.secondary">
                          Fermé le {formatDateTime(report.closedAt)}
                          {report.closedBy ? ` par ${personName(report.closedBy)}` : ''}
                        </Typography>
                      ) : (
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => void onClose(report)}
                          disabled={closeReport.isPending}
                        >
                          Fermer
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination
            total={data.total}
            page={page}
            limit={limit}
            onChange={(next, size) => {
              setPage(next);
              setLimit(size);
            }}
          />
        </>
      )}
      {viewer}
    </Paper>
  );
}
