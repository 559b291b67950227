import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { AppDialog } from '../../../components/app-dialog';
import { usePermitFiles } from '../api/permit-files';
import { PermitFilesTable } from './permit-files-section';

/** The permit files of a project with their states, from a dashboard row. */
export function FilesDialog(props: { projectId: number; subject: string; onClose: () => void }) {
  const files = usePermitFiles(props.projectId);
  return (
    <AppDialog open onClose={props.onClose} width="large" aria-labelledby="bp-files-title">
      <DialogTitle id="bp-files-title">Pièces du permis — {props.subject}</DialogTitle>
      <DialogContent>
        {files.data ? (
          <PermitFilesTable projectId={props.projectId} files={files.data.files} />
        ) : (
          <Skeleton variant="rectangular" height={120} aria-busy="true" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </AppDialog>
  );
}
