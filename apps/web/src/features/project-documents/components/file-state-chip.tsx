import {
  PROJECT_FILE_STATE_LABELS,
  PROJECT_FILE_STATES,
  projectFileStateLabel,
} from '@batir/shared/project-documents';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

const COLORS = { 0: 'default', 1: 'success', 2: 'error' } as const;

/** A file's state (À vérifier, Validé, Refusé); with `onChange`, a click opens the list of states. */
export function FileStateChip(props: { name: string; state: number; onChange?: (state: number) => void }) {
  const { name, state, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const color = COLORS[state as keyof typeof COLORS] ?? 'default';
  const label = projectFileStateLabel(state);
  if (!onChange) return <Chip size="small" color={color} label={label} />;
  return (
    <>
      <Chip
        size="small"
        color={color}
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        onDelete={(event) => setAnchor((event.currentTarget as HTMLElement).parentElement)}
        deleteIcon={<ArrowDropDownIcon />}
        aria-label={`État de ${name} : ${label}`}
        aria-haspopup="menu"
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PROJECT_FILE_STATES.map((value) => (
          <MenuItem
            key={value}
            selected={value === state}
            onClick={() => {
              setAnchor(null);
              if (value !== state) onChange(value);
            }}
          >
            {PROJECT_FILE_STATE_LABELS[value]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
