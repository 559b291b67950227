import WorkIcon from '@mui/icons-material/Work';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SoonTooltip } from '../../../components/soon';
import { meterTarget, type ResultTarget } from '../model/search-rules';

type ResultRowProps = {
  target: ResultTarget;
  primary: string;
  secondary?: string;
  /** Buttons at the end of the row (briefcase, impersonation). */
  actions?: ReactNode;
  onNavigate: () => void;
};

/** One search result: a link, a disabled "Bientôt disponible" entry, or plain text (see search-rules.ts). */
export function ResultRow({ target, primary, secondary, actions, onNavigate }: ResultRowProps) {
  const text = <ListItemText primary={primary} secondary={secondary} />;
  let body: ReactNode;
  if (target.kind === 'link') {
    body = (
      <ListItemButton component={RouterLink} to={target.to} onClick={onNavigate}>
        {text}
      </ListItemButton>
    );
  } else if (target.kind === 'soon') {
    body = (
      <SoonTooltip block>
        <ListItemButton disabled>{text}</ListItemButton>
      </SoonTooltip>
    );
  } else {
    body = <ListItemText sx={{ px: 2, py: 0.5 }} primary={primary} secondary={secondary} />;
  }
  return (
    <ListItem disablePadding secondaryAction={actions} sx={{ pr: actions ? 10 : 0 }}>
      {body}
    </ListItem>
  );
}

/** The briefcase: opens the meter (métré) of the result, for admin and technical users only. */
export function MeterButton({ meterId, onNavigate }: { meterId: number | null; onNavigate: () => void }) {
  const target = meterTarget(meterId);
  const label = 'Ouvrir le métré';
  if (target.kind === 'link') {
    return (
      <Tooltip title={label}>
        <IconButton
          component={RouterLink}
          to={target.to}
          aria-label={label}
          size="small"
          onClick={onNavigate}
        >
          <WorkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  const button = (
    <IconButton aria-label={label} size="small" disabled>
      <WorkIcon fontSize="small" />
    </IconButton>
  );
  if (target.kind === 'soon') return <SoonTooltip>{button}</SoonTooltip>;
  return (
    <Tooltip title="Aucun métré" describeChild>
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}
