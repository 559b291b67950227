import type { TSheetHistoryItem } from '@batir/shared/prospect-sheet';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDateTime } from '../../../../lib/format';
import { Empty, SheetSection } from './sheet-section';

/** "Historique": who did what and when, from the audit log, newest first. */
export function HistorySection({ history }: { history: TSheetHistoryItem[] }) {
  return (
    <SheetSection title="Historique">
      {history.length === 0 ? (
        <Empty>Aucun historique.</Empty>
      ) : (
        <List dense disablePadding aria-label="Historique du prospect">
          {history.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={`${item.label}${item.details.length ? ` — ${item.details.join(' ; ')}` : ''}`}
                secondary={`${formatDateTime(item.createdAt)} · ${item.user?.name ?? 'Système'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SheetSection>
  );
}
