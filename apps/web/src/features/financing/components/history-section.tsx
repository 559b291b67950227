import type { TFinancingHistoryEntry } from '@batir/shared/financing';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { Section } from './section';

/** « Historique »: the financing lines of the project's timeline, newest first. */
export function HistorySection({ history }: { history: TFinancingHistoryEntry[] }) {
  return (
    <Section title="Historique">
      {history.length === 0 ? (
        <Typography color="text.secondary">Aucun événement.</Typography>
      ) : (
        <List dense disablePadding aria-label="Historique du financement">
          {history.map((entry) => (
            <ListItem key={entry.id} disableGutters sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  mt: 1,
                  mr: 1.5,
                  flexShrink: 0,
                }}
              />
              <ListItemText
                primary={entry.label}
                secondary={`${formatDateTime(entry.createdAt)}${entry.user ? ` · ${entry.user.name}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
