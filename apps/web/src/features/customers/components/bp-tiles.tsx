import { BP_TILE_LABELS, BP_TILES, type TBpTile, type TListTile } from '@batir/shared/project-list';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';

function tileText(count: number | null, uncounted: string): string {
  return count === null ? uncounted : formatInteger(count);
}

export const BP_TILE_COLOURS: Record<TBpTile, 'warning' | 'info' | 'primary' | 'success'> = {
  waitingBpElements: 'warning',
  bpInProgress: 'info',
  bpInstruction: 'primary',
  bpFinished: 'success',
};

/**
 * The four building-permit tiles with their counts; the chosen one filters the list, again shows all. A
 * count is null when a search matches too many projects to be counted (« — »).
 */
export function BpTiles(props: {
  counts: TListTile | undefined;
  selected: TBpTile | 'all';
  onSelect: (tile: TBpTile | 'all') => void;
}) {
  const { counts, selected, onSelect } = props;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', rowGap: 2 }}
      role="group"
      aria-label="Tuiles du permis de construire"
    >
      {BP_TILES.map((tile) => {
        const active = selected === tile;
        return (
          <Paper
            key={tile}
            variant="outlined"
            sx={{
              flex: '1 1 180px',
              borderTop: 4,
              borderTopColor: `${BP_TILE_COLOURS[tile]}.main`,
              bgcolor: active ? 'action.selected' : undefined,
            }}
          >
            <ButtonBase
              aria-pressed={active}
              aria-label={`${BP_TILE_LABELS[tile]} : ${counts ? tileText(counts[tile], 'non compté') : '…'}`}
              onClick={() => onSelect(active ? 'all' : tile)}
              sx={{ width: '100%', p: 2, display: 'block', textAlign: 'left' }}
            >
              <Typography variant="overline" component="div">
                {BP_TILE_LABELS[tile]}
              </Typography>{' '}
              {/* The space: label and count read as two words, as in the button's name (axe label-content-name-mismatch). */}
              <Typography variant="h4" component="div" data-testid={`tile-${tile}`}>
                {counts ? tileText(counts[tile], '—') : '…'}
              </Typography>
            </ButtonBase>
          </Paper>
        );
      })}
    </Stack>
  );
}
