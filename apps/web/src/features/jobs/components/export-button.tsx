import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type TExportBody } from '@batir/shared/exports';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useExportList } from '../api/export-list';

/**
 * « Exporter »: the list as it is shown (its filters, order and columns, given by the page) to Excel or CSV.
 * A small list downloads at once; a large one is written in the background and « Mes tâches » follows it.
 */
export function ExportButton({ request }: { request: () => Omit<TExportBody, 'format'> }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const exportList = useExportList();
  const snackbar = useSnackbar();
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={exportList.isPending}
        onClick={() => setOpen(true)}
      >
        {exportList.isPending ? 'Export…' : 'Exporter'}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setOpen(false);
              exportList.mutate(
                { ...request(), format },
                {
                  onSuccess: (answer) => {
                    if (!answer.url)
                      snackbar.show({
                        color: 'info',
                        text: `Export lancé (${answer.job.total ?? '…'} lignes) : suivez-le dans « Mes tâches ».`,
                      });
                  },
                },
              );
            }}
          >
            {EXPORT_FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
