import { SUMMARY_CATEGORY_LABELS, type TSummaryLayoutItem } from '@batir/shared/summary';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export const SIZE_LABELS: Record<1 | 2 | 3, string> = { 1: 'Un tiers', 2: 'Deux tiers', 3: 'Pleine largeur' };

/** One category of the summary page; in "Personnaliser" mode, its order, width and visibility controls. */
export function CategoryCard(props: {
  item: TSummaryLayoutItem;
  editing: boolean;
  first: boolean;
  last: boolean;
  moreHref?: string | null;
  onMove: (direction: -1 | 1) => void;
  onSize: (size: 1 | 2 | 3) => void;
  onHide: () => void;
  children: ReactNode;
}) {
  const { item, editing } = props;
  const label = SUMMARY_CATEGORY_LABELS[item.category];
  const titleId = `summary-category-${item.category}`;
  return (
    // An item of the grid's list (role list, summary-grid.tsx) holding the category's region.
    <Box role="listitem" sx={{ gridColumn: { xs: '1 / -1', md: `span ${item.size}` }, minWidth: 0 }}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        data-category={item.category}
        sx={{
          p: 2,
          height: '100%',
          outline: editing ? '2px dashed' : 'none',
          outlineColor: 'primary.light',
          minWidth: 0,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          {!editing && props.moreHref && (
            <Button size="small" component={RouterLink} to={props.moreHref}>
              Voir tout
            </Button>
          )}
          {editing && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Tooltip title="Monter">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Monter ${label}`}
                    disabled={props.first}
                    onClick={() => props.onMove(-1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Descendre">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Descendre ${label}`}
                    disabled={props.last}
                    onClick={() => props.onMove(1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <TextField
                select
                size="small"
                label="Largeur"
                value={item.size}
                onChange={(event) => props.onSize(Number(event.target.value) as 1 | 2 | 3)}
                slotProps={{ htmlInput: { 'aria-label': `Largeur de ${label}` } }}
                sx={{ minWidth: 140 }}
              >
                {([1, 2, 3] as const).map((size) => (
                  <MenuItem key={size} value={size}>
                    {SIZE_LABELS[size]}
                  </MenuItem>
                ))}
              </TextField>
              <Tooltip title="Masquer">
                <IconButton size="small" aria-label={`Masquer ${label}`} onClick={props.onHide}>
                  <VisibilityOff fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        </Stack>
        {props.children}
      </Paper>
    </Box>
  );
}
