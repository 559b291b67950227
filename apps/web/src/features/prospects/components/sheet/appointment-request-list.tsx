import { APPOINTMENT_REQUEST_STATUS_LABELS } from '@batir/shared/contact-history';
import type { TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDateTime } from '../../../../lib/format';
import { Empty } from './sheet-section';

type Line = { id: number; primary: string; secondary: string };

function Lines({ label, lines, empty }: { label: string; lines: Line[]; empty: string }) {
  if (lines.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List dense disablePadding aria-label={label}>
      {lines.map((line) => (
        <ListItem key={line.id} disableGutters>
          <ListItemText primary={line.primary} secondary={line.secondary} />
        </ListItem>
      ))}
    </List>
  );
}

const by = (when: string, who: { name: string } | null) => `${formatDateTime(when)} · ${who?.name ?? '—'}`;

export function AppointmentRequestList({ sheet }: { sheet: TProspectSheetResponse }) {
  return (
    <Lines
      label="Demandes de rendez-vous"
      empty="Aucune demande de rendez-vous."
      lines={sheet.appointmentRequests.map((r) => ({
        id: r.id,
        primary: `${APPOINTMENT_REQUEST_STATUS_LABELS[r.status]}${r.availability ? ` — ${r.availability}` : ''}${r.message ? ` : ${r.message}` : ''}`,
        secondary: by(r.createdAt, r.salesman),
      }))}
    />
  );
}
