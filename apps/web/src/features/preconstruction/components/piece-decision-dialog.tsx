import type { TConstitutionPiece, TConstitutionPieceState } from '@batir/shared/preconstruction';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useUpdatePiece } from '../api/update-piece';

/** Accept or refuse a piece, with a comment (a refusal needs one: it tells the customer what to redo). */
export function PieceDecisionDialog(props: {
  projectId: number;
  piece: TConstitutionPiece;
  onClose: () => void;
}) {
  const { projectId, piece, onClose } = props;
  const titleId = useId();
  const [comment, setComment] = useState(piece.comment);
  const [missingReason, setMissingReason] = useState(false);
  const update = useUpdatePiece(projectId);
  const snackbar = useSnackbar();
  const decide = (state: TConstitutionPieceState) => {
    if (state === 'refused' && !comment.trim()) {
      setMissingReason(true);
      return;
    }
    update.mutate(
      { pieceId: piece.id, state, comment },
      {
        onSuccess: () => {
          snackbar.show();
          onClose();
        },
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  };
  return (
    <AppDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{piece.label}</DialogTitle>
      <DialogContent>
        {piece.files.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Aucun fichier pour cette pièce : elle ne peut pas être acceptée.
          </Alert>
        )}
        <TextField
          label="Commentaire"
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setMissingReason(false);
          }}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          error={missingReason}
          helperText={missingReason ? 'Indiquez le motif du refus' : undefined}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        {piece.storedState !== 'missing' && (
          <Button onClick={() => decide('missing')} disabled={update.isPending}>
            Remettre en attente
          </Button>
        )}
        <Button
          color="error"
          variant="outlined"
          onClick={() => decide('refused')}
          disabled={update.isPending}
        >
          Refuser
        </Button>
        <Button
          color="success"
          variant="contained"
          onClick={() => decide('accepted')}
          disabled={update.isPending || piece.files.length === 0}
        >
          Accepter
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
