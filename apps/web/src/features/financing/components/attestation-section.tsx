import type { TProjectFinancing } from '@batir/shared/financing';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { useFileViewer } from '../../../components/viewer';
import dayjs from '../../../lib/dayjs';
import { formatFileSize, formatShortDate } from '../../../lib/format';
import { useAttestLoanOffers } from '../api/attest-loan-offers';
import { useUploadLoanOffer } from '../api/upload-loan-offer';
import { Section } from './section';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * « Attestation des offres de prêt »: the attestation files (category financing, kind loanOffer), the
 * uploader sending to POST /api/attachment/{project}, then « Attester la réception des offres » with a date.
 */
export function AttestationSection({ financing }: { financing: TProjectFinancing }) {
  const projectId = financing.project.id;
  // The uploader holds and checks the files; they are sent through the project's attachment route.
  const uploader = useUploader({ target: { type: 'project', linkedId: projectId }, multiple: true });
  const upload = useUploadLoanOffer(projectId);
  const attest = useAttestLoanOffers(projectId);
  const viewer = useFileViewer();
  const snackbar = useSnackbar();
  const [day, setDay] = useState<Dayjs | null>(() =>
    financing.loanOffersReceivedOn ? dayjs(financing.loanOffersReceivedOn) : dayjs(),
  );
  const files = financing.attestationLoanOffers;
  const canAttest = financing.canEdit && (financing.state === 'sent' || financing.state === 'offersReceived');
  const failed = (error: Error) => snackbar.show({ text: error.message, color: 'error' });

  const send = () =>
    upload.mutate(
      uploader.files.map((file) => file.file),
      {
        onSuccess: (answer) => {
          uploader.clear();
          snackbar.show({
            text:
              answer.files.length > 1
                ? `${answer.files.length} attestations jointes.`
                : 'Attestation jointe.',
          });
        },
        onError: failed,
      },
    );
  const onAttest = () => {
    if (!day?.isValid()) {
      snackbar.show({ text: 'Indiquez la date de réception des offres.', color: 'error' });
      return;
    }
    attest.mutate(day.format('YYYY-MM-DD'), {
      onSuccess: () => snackbar.show({ text: 'Réception des offres de prêt attestée.' }),
      onError: failed,
    });
  };

  return (
    <Section title="Attestation des offres de prêt">
      <Stack spacing={2}>
        {financing.loanOffersReceivedOn && (
          <Alert severity="success">
            Offres de prêt reçues le {formatShortDate(`${financing.loanOffersReceivedOn}T12:00:00Z`)}.
          </Alert>
        )}
        {files.length === 0 ? (
          <Typography color="text.secondary">Aucune attestation jointe.</Typography>
        ) : (
          <List dense disablePadding aria-label="Attestations des offres de prêt">
            {files.map((file) => (
              <ListItem key={file.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component="button"
                      type="button"
                      onClick={() =>
                        viewer.open({
                          name: file.name,
                          url: file.apiUrl,
                          isPicture: file.isPicture,
                          mime: file.mime,
                        })
                      }
                    >
                      {file.name}
                    </Link>
                  }
                  secondary={`${formatFileSize(file.size)} · jointe le ${formatShortDate(file.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {financing.canEdit && (
          <>
            <Uploader
              uploader={uploader}
              label="Déposez l’attestation des offres de prêt ici, ou cliquez pour la choisir"
            />
            {uploader.files.length > 0 && (
              <Button
                variant="outlined"
                onClick={send}
                disabled={upload.isPending}
                sx={{ alignSelf: 'flex-start' }}
              >
                {upload.isPending ? 'Envoi…' : 'Joindre l’attestation'}
              </Button>
            )}
          </>
        )}
        {canAttest && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
              <DatePicker
                label="Offres reçues le"
                value={day}
                onChange={setDay}
                format="DD/MM/YYYY"
                disableFuture
              />
            </LocalizationProvider>
            <Button variant="contained" onClick={onAttest} disabled={attest.isPending || files.length === 0}>
              Attester la réception des offres
            </Button>
          </Stack>
        )}
        {canAttest && files.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Joignez d’abord l’attestation des offres de prêt.
          </Typography>
        )}
      </Stack>
      {viewer.viewer}
    </Section>
  );
}
