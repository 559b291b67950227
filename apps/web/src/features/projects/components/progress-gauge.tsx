import type { TMilestone } from '@batir/shared/projects';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatShortDate } from '../../../lib/format';

type Gauge = { milestones: TMilestone[]; reached: number; total: number; percent: number };

/** `YYYY-MM-DD` days and ISO instants both shown DD/MM/YYYY. */
export const milestoneDate = (date: string | null) => (date ? formatShortDate(date) : '');

/** The gauge of the left panel: a bar, « 3 / 5 jalons », one dot per milestone with its label in a tooltip. */
export function CompactGauge({ progress }: { progress: Gauge }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="caption">Avancement</Typography>
        <Typography variant="caption">
          {progress.reached} / {progress.total} jalons · {progress.percent} %
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label={`Avancement ${progress.percent} %`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
        {progress.milestones.map((m) => (
          <Tooltip
            key={m.key}
            title={m.reached ? `${m.label} le ${milestoneDate(m.date)}` : `${m.label} : non atteint`}
          >
            {m.reached ? (
              <CheckCircleIcon fontSize="small" color="success" aria-label={`${m.label} : atteint`} />
            ) : (
              <RadioButtonUncheckedIcon
                fontSize="small"
                color="disabled"
                aria-label={`${m.label} : non atteint`}
              />
            )}
          </Tooltip>
        ))}
      </Stack>
    </Box>
  );
}

/** The big gauge of the advancement page: the bar, the percentage and the 5 milestones with their dates. */
export function MilestoneGauge({ progress }: { progress: Gauge }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          aria-label={`Avancement ${progress.percent} %`}
          color={progress.percent === 100 ? 'success' : 'primary'}
          sx={{ flex: 1, height: 16, borderRadius: 8 }}
        />
        <Typography variant="h5" component="p" sx={{ minWidth: 72, textAlign: 'right' }}>
          {progress.percent} %
        </Typography>
      </Stack>
      <List aria-label="Jalons">
        {progress.milestones.map((m) => (
          <ListItem key={m.key} divider>
            <ListItemIcon>
              {m.reached ? (
                <CheckCircleIcon color="success" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={m.label}
              secondary={m.reached ? `Atteint le ${milestoneDate(m.date)}` : 'Non atteint'}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
