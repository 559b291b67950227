import { CRC_STATE_LABELS, type TCrcState } from '@batir/shared/project-documents';
import Chip from '@mui/material/Chip';

export const CRC_STATE_COLORS = { neutral: 'default', success: 'success', error: 'error' } as const;

/** A CRC state as a chip: Neutre (grey), Validé (green), Erreur (red). */
export function CrcStateChip(props: { state: TCrcState; label?: string }) {
  return (
    <Chip
      size="small"
      color={CRC_STATE_COLORS[props.state]}
      label={
        props.label ? `${props.label} : ${CRC_STATE_LABELS[props.state]}` : CRC_STATE_LABELS[props.state]
      }
    />
  );
}
