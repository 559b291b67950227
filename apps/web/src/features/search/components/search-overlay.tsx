import CloseIcon from '@mui/icons-material/Close';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { can } from '../../../lib/can';
import { useShortcut } from '../../../lib/keyboard';
import { useCurrentUser } from '../../users/api/current-user';
import { useGlobalSearch } from '../api/global-search';
import { useSearchInput } from '../model/use-search-input';
import { SearchResults } from './search-results';

export const SEARCH_OVERLAY_ID = 'global-search';

/**
 * The global search overlay (spec 1 §2.10, §5) under the top bar. It stays mounted while closed, so the
 * close button and following a result keep the search for next time; Escape closes it and starts afresh.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: user } = useCurrentUser();
  const adminOrTechnical = can(user, 'search.technical');
  const input = useSearchInput();
  const [withArchived, setWithArchived] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const search = useGlobalSearch({ term: input.term, withArchived });
  const closeAndReset = () => {
    input.reset();
    setWithArchived(false);
    setMinimised(false);
    onClose();
  };
  useShortcut({ key: 'Escape', allowInInputs: true }, closeAndReset, open);

  if (!open) return null;
  return (
    <Portal>
      <Box
        id={SEARCH_OVERLAY_ID}
        role="dialog"
        aria-label="Recherche globale"
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: minimised ? '50%' : '100%',
          // Under the app bar (drawer + 1), over the page and the side menu.
          zIndex: theme.zIndex.drawer,
          display: 'flex',
          flexDirection: 'column',
          // The space under the app bar lets clicks through; the panel itself takes them.
          pointerEvents: 'none',
        })}
      >
        <Toolbar />
        <Paper
          square
          elevation={8}
          sx={{
            flexGrow: 1,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            pointerEvents: 'auto',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
            <TextField
              // The panel mounts at each opening: the field takes the focus every time.
              autoFocus
              value={input.value}
              onChange={input.onChange}
              onKeyDown={input.onKeyDown}
              placeholder="Maison, Client, Artisan..."
              size="small"
              fullWidth
              autoComplete="off"
              slotProps={{
                htmlInput: { 'aria-label': 'Recherche', maxLength: 100, type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={withArchived}
                  onChange={(event) => setWithArchived(event.target.checked)}
                />
              }
              label="Voir les archivés"
              sx={{ whiteSpace: 'nowrap', mr: 0 }}
            />
            <IconButton
              aria-label={minimised ? 'Agrandir la recherche' : 'Réduire la recherche'}
              onClick={() => setMinimised(!minimised)}
            >
              {minimised ? <OpenInFullIcon /> : <CloseFullscreenIcon />}
            </IconButton>
            <IconButton aria-label="Fermer la recherche" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ height: 4 }}>
            {search.isFetching && <LinearProgress aria-label="Recherche en cours" />}
          </Box>
          <Box sx={{ flexGrow: 1, overflow: 'auto' }}>
            {search.isError && (
              <Alert severity="error" sx={{ m: 2 }}>
                {search.error.message}
              </Alert>
            )}
            {input.term !== '' && search.data && (
              <SearchResults
                results={search.data}
                isAdminOrTechnical={adminOrTechnical}
                onNavigate={onClose}
              />
            )}
          </Box>
        </Paper>
      </Box>
    </Portal>
  );
}
