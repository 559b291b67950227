import {
  FINANCING_LIST_LABELS,
  type TFinancingList,
  type TFinancingListEntry,
} from '@batir/shared/financing';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';

const DATE_COLUMN: Record<TFinancingList, { label: string; of: (e: TFinancingListEntry) => string | null }> =
  {
    asked: { label: 'Demandé le', of: (e) => e.requestedAt },
    waiting: { label: 'Envoyé à la banque le', of: (e) => e.sentAt },
    done: {
      label: 'Offres reçues le',
      of: (e) => (e.loanOffersReceivedOn ? `${e.loanOffersReceivedOn}T12:00:00Z` : null),
    },
  };

/** One dashboard list: each row opens the project's financing screen; staff may cancel from here. */
export function FinancingTable(props: {
  list: TFinancingList;
  entries: TFinancingListEntry[];
  total: number;
  /** null: read only (no cancel column). */
  onCancel: ((entry: TFinancingListEntry) => void) | null;
}) {
  const { list, entries, total, onCancel } = props;
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        Aucun financement.
      </Typography>
    );
  const date = DATE_COLUMN[list];
  return (
    <TableContainer>
      <Table size="small" aria-label={`Financements : ${FINANCING_LIST_LABELS[list]}`} data-list={list}>
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell>Projet</TableCell>
            <TableCell>Commercial</TableCell>
            <TableCell>Banque</TableCell>
            <TableCell align="right">Besoin</TableCell>
            <TableCell align="right">Prêts</TableCell>
            <TableCell>{date.label}</TableCell>
            {onCancel && <TableCell align="right">Annuler</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.projectId} hover data-project={entry.projectId}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={routeHref('admin-customer-id-preconstruction-financing', { id: entry.projectId })}
                >
                  {entry.customerName}
                </Link>
              </TableCell>
              <TableCell>{entry.projectName}</TableCell>
              <TableCell>{entry.salesman?.name ?? '—'}</TableCell>
              <TableCell>{entry.bankName || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(entry.totalNeedCents) || '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(entry.loansCents)}
              </TableCell>
              <TableCell>
                {formatShortDate(date.of(entry))}
                {list === 'done' && entry.unlockedAt ? ' · fonds débloqués' : ''}
              </TableCell>
              {onCancel && (
                <TableCell align="right">
                  <Tooltip title="Annuler le financement">
                    <IconButton
                      size="small"
                      aria-label={`Annuler le financement de ${entry.customerName}`}
                      onClick={() => onCancel(entry)}
                    >
                      <CancelIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > entries.length && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {entries.length} affichés sur {total} : affinez la recherche.
        </Typography>
      )}
    </TableContainer>
  );
}
