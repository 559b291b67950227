import { REPORT_TYPES, ZReportBody } from '@batir/shared/reports';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { useCreateReport } from '../api/create-report';

export const REPORT_DIALOG_TITLE = 'Demande de corrections, et suggestions';

/** The form's part of the route's schema; the page and the attachments are added on submit. */
const ZReportForm = ZReportBody.pick({ type: true, description: true });
type ReportFormValues = z.input<typeof ZReportForm>;
type ReportFormOutput = z.output<typeof ZReportForm>;

const EMPTY: ReportFormValues = { type: 1, description: '' };

type ReportDialogProps = { open: boolean; onClose: () => void; page: string };

/**
 * Spec 1 §2.13: type, description, optional attachments and the address of the current page. The
 * attachments are uploaded first (type "report"), then the report is sent with their ids.
 */
export default function ReportDialog({ open, onClose, page }: ReportDialogProps) {
  const snackbar = useSnackbar();
  const create = useCreateReport();
  const uploader = useUploader({ target: { type: 'report' }, multiple: true });
  // A report refused after its files were sent must not send them again on the next try.
  const sent = useRef<{ keys: string; ids: number[] } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver(ZReportForm),
    defaultValues: EMPTY,
  });
  const busy = uploader.sending || create.isPending;

  const close = () => {
    if (busy) return;
    reset(EMPTY);
    uploader.clear();
    sent.current = null;
    onClose();
  };

  const attachmentIds = async (): Promise<number[] | null> => {
    if (!uploader.files.length) return [];
    const keys = uploader.files.map((file) => file.key).join(' ');
    if (sent.current?.keys === keys) return sent.current.ids;
    const uploaded = await uploader.send();
    if (!uploaded) return null;
    sent.current = { keys, ids: uploaded.map((file) => file.id) };
    return sent.current.ids;
  };

  const onSubmit = async (values: ReportFormOutput) => {
    const files = await attachmentIds();
    if (!files) return;
    create.mutate(
      { ...values, page, files },
      {
        onSuccess: ({ message }) => {
          snackbar.show({ text: message });
          reset(EMPTY);
          uploader.clear();
          sent.current = null;
          onClose();
        },
        onError: (error) => {
          const fields = error.fields ?? {};
          if (fields.type) setError('type', { message: fields.type });
          if (fields.description) setError('description', { message: fields.description });
          if (!fields.type && !fields.description) snackbar.show({ text: error.message, color: 'error' });
        },
      },
    );
  };

  return (
    <AppDialog open={open} onClose={close} aria-labelledby="report-dialog-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <DialogTitle id="report-dialog-title">{REPORT_DIALOG_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">
              Pour signaler un problème, décrivez précisément les étapes suivies (quel client, quel métré,
              quelle action…) : une demande sans ces précisions sera fermée sans être traitée.
            </Alert>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label="Type"
                  value={String(field.value ?? '')}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!errors.type}
                  helperText={errors.type?.message}
                  required
                >
                  {Object.entries(REPORT_TYPES).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Description"
              multiline
              minRows={4}
              required
              {...register('description')}
              error={!!errors.description}
              helperText={errors.description?.message}
            />
            <div>
              <Typography variant="subtitle2" gutterBottom>
                Pièces jointes (facultatif)
              </Typography>
              <Uploader uploader={uploader} disabled={create.isPending} />
            </div>
            <TextField
              label="Page concernée"
              value={page}
              slotProps={{ input: { readOnly: true } }}
              size="small"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Soumettre
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
