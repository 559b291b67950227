import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { downloadUrl } from './download';
import { type ViewerFile, viewerKind } from './viewer-kind';

type ViewerProps = { file: ViewerFile | null; onClose: () => void };

/** The bar over a document: its title, download and close buttons. */
function ViewerBar({
  file,
  onClose,
  titleId,
  dark,
}: {
  file: ViewerFile;
  onClose: () => void;
  titleId: string;
  dark?: boolean;
}) {
  return (
    <AppBar position="static" color={dark ? 'transparent' : 'primary'} elevation={0}>
      <Toolbar variant="dense" sx={{ color: 'common.white' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
          {file.name}
        </Typography>
        <IconButton color="inherit" aria-label="Télécharger" onClick={() => downloadUrl(file.url, file.name)}>
          <DownloadIcon />
        </IconButton>
        <IconButton color="inherit" aria-label="Fermer" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

/**
 * Spec 1 §2.15 viewer: a lightbox for pictures, a full-screen frame for PDFs, with the title and a close
 * button. `file.url` is the short-lived signed address the server gave; nothing else authorises the read.
 */
export function FileViewer({ file, onClose }: ViewerProps) {
  const kind = file ? viewerKind(file) : null;
  const titleId = useId();
  return (
    <Dialog
      open={file !== null && kind !== 'download'}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: kind === 'picture' ? { bgcolor: 'rgba(0, 0, 0, 0.92)', backgroundImage: 'none' } : {},
        },
      }}
    >
      {file && kind === 'picture' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <ViewerBar file={file} onClose={onClose} titleId={titleId} dark />
          {/* A click beside the picture closes the lightbox, as lightboxes do. */}
          <Box
            onClick={(event) => event.target === event.currentTarget && onClose()}
            sx={{
              flex: 1,
              minHeight: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              p: 2,
            }}
          >
            <Box
              component="img"
              src={file.url}
              alt={file.name}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', boxShadow: 8 }}
            />
          </Box>
        </Box>
      )}
      {file && kind === 'pdf' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <ViewerBar file={file} onClose={onClose} titleId={titleId} />
          <Box
            component="iframe"
            title={file.name}
            src={file.url}
            sx={{ flex: 1, width: '100%', border: 0, bgcolor: 'grey.100' }}
          />
        </Box>
      )}
    </Dialog>
  );
}

/**
 * `open(file)` shows a picture or a PDF in the viewer and downloads anything else; render `viewer` once.
 */
export function useFileViewer() {
  const [file, setFile] = useState<ViewerFile | null>(null);
  const open = useCallback((next: ViewerFile) => {
    if (viewerKind(next) === 'download') downloadUrl(next.url, next.name);
    else setFile(next);
  }, []);
  const close = useCallback(() => setFile(null), []);
  return { open, close, file, viewer: <FileViewer file={file} onClose={close} /> };
}
