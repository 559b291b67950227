import type { TProjectHeaderResponse } from '@batir/shared/projects';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CustomerPanel } from './customer-panel';

const PANEL_ID = 'customer-panel';

/**
 * The left-hand panel on narrow screens (portrait tablets): folded behind a « Dossier du client » button,
 * so that the screen itself starts within the first screenful instead of below a thousand pixels of panel.
 * It opens on the page where it was asked for: choosing one of its screens folds it again.
 */
export function FoldingCustomerPanel(props: {
  header: TProjectHeaderResponse;
  currentRoute: string | undefined;
}) {
  const { customer, project } = props.header;
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
        startIcon={<FolderSharedIcon />}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
          />
        }
        sx={{ justifyContent: 'flex-start', textAlign: 'left', bgcolor: 'background.paper' }}
      >
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
          Dossier du client
          <Box
            component="span"
            sx={{ display: 'block', typography: 'body2', color: 'text.secondary', textTransform: 'none' }}
          >
            {customer.displayName} · {project.name}
          </Box>
        </Box>
      </Button>
      <Collapse in={open}>
        <Box id={PANEL_ID} sx={{ pt: 1 }}>
          <CustomerPanel {...props} />
        </Box>
      </Collapse>
    </Box>
  );
}
