import { OUTBOX_STATUS_LABELS, type TRelationshipMessage } from '@batir/shared/project-documents';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';

const STATUS_COLORS: Record<string, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

export function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={OUTBOX_STATUS_LABELS[status] ?? status}
    />
  );
}

/** E-mails or SMS of the project, newest first: date, status, sender; a click opens the message. */
export function MessageList(props: {
  label: string;
  empty: string;
  messages: TRelationshipMessage[];
  selected: number | null;
  onOpen: (message: TRelationshipMessage) => void;
}) {
  if (!props.messages.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {props.empty}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={props.label}>
      {props.messages.map((message) => (
        <ListItem key={message.id} disablePadding>
          <ListItemButton
            selected={message.id === props.selected}
            onClick={() => props.onOpen(message)}
            sx={{ alignItems: 'flex-start', gap: 1 }}
          >
            <ListItemText
              primary={message.subject ?? message.body}
              secondary={[formatDateTime(message.createdAt), message.sentBy?.name ?? 'Envoi automatique']
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { noWrap: true } }}
              sx={{ minWidth: 0 }}
            />
            <StatusChip status={message.status} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
