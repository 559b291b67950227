import { BP_TILE_LABELS, projectStepLabel, type TBpTile } from '@batir/shared/project-list';
import Chip from '@mui/material/Chip';
import { BP_TILE_COLOURS } from './bp-tiles';

export function BpTileChip({ tile }: { tile: TBpTile }) {
  return <Chip size="small" color={BP_TILE_COLOURS[tile]} variant="outlined" label={BP_TILE_LABELS[tile]} />;
}

export function StepChip({ step }: { step: number }) {
  return <Chip size="small" color={step === 1 ? 'default' : 'primary'} label={projectStepLabel(step)} />;
}
