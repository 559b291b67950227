import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { SEARCH_OVERLAY_ID, SearchOverlay } from './search-overlay';

/** The top bar's search button (spec 1 §2.7) and the overlay it opens. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Keyboard users carry on from where they opened it.
    button.current?.focus();
  };
  return (
    <>
      <Tooltip title="Rechercher">
        <IconButton
          ref={button}
          color="inherit"
          aria-label="Rechercher"
          aria-expanded={open}
          aria-controls={open ? SEARCH_OVERLAY_ID : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <SearchOverlay open={open} onClose={close} />
    </>
  );
}
