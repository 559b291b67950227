import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/** What a menu entry or button whose screen or service does not exist yet says. */
export const SOON_LABEL = 'Bientôt disponible';

/** Wraps a disabled control: a disabled element gets no pointer events, so the tooltip listens to a span. */
export function SoonTooltip({ children, block = false }: { children: ReactElement; block?: boolean }) {
  return (
    <Tooltip title={SOON_LABEL} describeChild>
      <span style={{ display: block ? 'block' : 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
