import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useProjectHistory } from '../api/project-history';

const PAGE_SIZE = 15;

/**
 * The history of the project (issue 6 §8): every state change, newest first, as a vertical timeline: when
 * (DD/MM/YYYY HH:mm), who, what, and the values « avant → après ».
 */
export function HistoryTimeline({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const history = useProjectHistory(projectId, page, PAGE_SIZE);
  if (history.isPending) return <CircularProgress size={24} aria-label="Chargement de l'historique" />;
  if (history.isError) return <Alert severity="error">{history.error.message}</Alert>;
  const { list, total } = history.data;
  if (!total)
    return <Typography color="text.secondary">Aucun changement enregistré pour l'instant.</Typography>;
  return (
    <Stack spacing={1}>
      <Box component="ol" aria-label="Historique du projet" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((item, index) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
              <Box
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
              {index < list.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {item.label}
              </Typography>
              {(item.from !== null || item.to !== null) && (
                <Typography variant="body2" color="text.secondary">
                  {item.from === null ? item.to : `${item.from} → ${item.to ?? '—'}`}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(item.createdAt)}
                {item.user ? ` · ${item.user.name}` : ' · Système'}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {total > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          size="small"
        />
      )}
    </Stack>
  );
}
