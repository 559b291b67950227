import {
  PROSPECT_TILE_LABELS,
  PROSPECT_TILES,
  type TProspectTile,
  type TProspectTotals,
} from '@batir/shared/prospects';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';

const COLOURS: Record<TProspectTile, string> = {
  toContact: 'info.main',
  inContact: 'warning.main',
  appointment: 'success.main',
  appointmentMore: 'secondary.main',
};

/** The four tiles with their totals; the chosen one filters the list, choosing it again shows all. */
export function ProspectTiles(props: {
  totals: TProspectTotals | undefined;
  selected: TProspectTile | 'all';
  onSelect: (tile: TProspectTile | 'all') => void;
}) {
  const { totals, selected, onSelect } = props;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {PROSPECT_TILES.map((tile) => {
        const active = selected === tile;
        return (
          <Paper
            key={tile}
            variant="outlined"
            sx={{
              flex: '1 1 180px',
              borderTop: 4,
              borderTopColor: COLOURS[tile],
              bgcolor: active ? 'action.selected' : undefined,
            }}
          >
            <ButtonBase
              aria-pressed={active}
              aria-label={`${PROSPECT_TILE_LABELS[tile]} : ${totals ? totals[tile] : '…'}`}
              onClick={() => onSelect(active ? 'all' : tile)}
              sx={{ width: '100%', p: 2, display: 'block', textAlign: 'left' }}
            >
              <Typography variant="overline" component="div">
                {PROSPECT_TILE_LABELS[tile]}
              </Typography>{' '}
              {/* The space: label and count read as two words, as in the button's name (axe label-content-name-mismatch). */}
              <Typography variant="h4" component="div" data-testid={`total-${tile}`}>
                {totals ? formatInteger(totals[tile]) : '…'}
              </Typography>
            </ButtonBase>
          </Paper>
        );
      })}
    </Stack>
  );
}
