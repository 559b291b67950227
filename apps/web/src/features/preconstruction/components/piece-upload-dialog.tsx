import type { TConstitutionPiece } from '@batir/shared/preconstruction';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { useUploadPieceFiles } from '../api/upload-piece-files';

/** Adds files to a piece: POST /api/attachment/{project} with category constitution and ids {pieceId}. */
export function PieceUploadDialog(props: {
  projectId: number;
  piece: TConstitutionPiece;
  onClose: () => void;
}) {
  const { projectId, piece, onClose } = props;
  const titleId = useId();
  // The shared uploader checks the files in the browser; sending goes through the attachment route.
  const uploader = useUploader({ target: { type: 'project', linkedId: projectId }, multiple: true });
  const upload = useUploadPieceFiles(projectId);
  const snackbar = useSnackbar();
  const send = () =>
    upload.mutate(
      { pieceId: piece.id, files: uploader.files.map((file) => file.file) },
      {
        onSuccess: (answer) => {
          uploader.clear();
          snackbar.show({
            text: answer.files.length > 1 ? `${answer.files.length} fichiers ajoutés.` : 'Fichier ajouté.',
          });
          onClose();
        },
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  return (
    <AppDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Ajouter des fichiers : {piece.label}</DialogTitle>
      <DialogContent>
        <Uploader uploader={uploader} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={!uploader.files.length}
          loading={upload.isPending}
        >
          Envoyer
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
