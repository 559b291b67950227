import { BP_FILE_STATES } from '@batir/shared/building-permits';
import type { TFileDetails } from '@batir/shared/files';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { useFileViewer } from '../../../components/viewer';
import { formatFileSize } from '../../../lib/format';
import { useFilesState } from '../api/files-state';
import { useUploadPermitFiles } from '../api/upload-permit-files';
import { shortDay } from '../model/dates';
import { Section } from './section';

const STATES = Object.entries(BP_FILE_STATES).map(([value, label]) => ({ value: Number(value), label }));

/** The permit files with their state (pending, accepted, refused), opened in the viewer. */
export function PermitFilesTable(props: { projectId: number; files: TFileDetails[]; readOnly?: boolean }) {
  const setState = useFilesState(props.projectId);
  const viewer = useFileViewer();
  if (props.files.length === 0)
    return <Typography color="text.secondary">Aucun fichier du permis.</Typography>;
  return (
    <>
      <Table size="small" aria-label="Fichiers du permis">
        <TableHead>
          <TableRow>
            <TableCell>Fichier</TableCell>
            <TableCell>Ajouté le</TableCell>
            <TableCell>État</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.files.map((file) => (
            <TableRow key={file.id}>
              <TableCell>
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
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatFileSize(file.size)}
                </Typography>
              </TableCell>
              <TableCell>{shortDay(file.createdAt)}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  label="État"
                  value={file.state in BP_FILE_STATES ? file.state : 0}
                  disabled={props.readOnly || setState.isPending}
                  onChange={(event) =>
                    setState.mutate({ files: [{ id: file.id, state: Number(event.target.value) }] })
                  }
                  sx={{ minWidth: 140 }}
                >
                  {STATES.map((state) => (
                    <MenuItem key={state.value} value={state.value}>
                      {state.label}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {viewer.viewer}
    </>
  );
}

/** « Fichiers du permis »: the files, their states, the uploader (category buildingPermit) and the mails. */
export function PermitFilesSection(props: {
  projectId: number;
  files: TFileDetails[];
  onMailToAbm: () => void;
  onSend: () => void;
}) {
  const uploader = useUploader({ target: { type: 'project', linkedId: props.projectId }, multiple: true });
  const upload = useUploadPermitFiles(props.projectId);
  const snackbar = useSnackbar();
  const send = () =>
    upload.mutate(
      uploader.files.map((file) => file.file),
      {
        onSuccess: (answer) => {
          uploader.clear();
          snackbar.show({
            text: answer.files.length > 1 ? `${answer.files.length} fichiers joints.` : 'Fichier joint.',
          });
        },
      },
    );
  return (
    <Section
      title="Fichiers du permis"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button size="small" variant="outlined" onClick={props.onMailToAbm}>
            Envoyer au service urbanisme
          </Button>
          <Button size="small" variant="outlined" onClick={props.onSend}>
            Envoyer le permis
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2}>
        <PermitFilesTable projectId={props.projectId} files={props.files} />
        <Uploader uploader={uploader} label="Déposez les pièces du permis ici, ou cliquez pour les choisir" />
        {uploader.files.length > 0 && (
          <Button
            variant="outlined"
            onClick={send}
            disabled={upload.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {upload.isPending ? 'Envoi…' : 'Joindre les fichiers'}
          </Button>
        )}
      </Stack>
    </Section>
  );
}
