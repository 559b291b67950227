import {
  CONSTITUTION_PIECE_STATE_COLORS,
  CONSTITUTION_PIECE_STATE_LABELS,
  constitutionProgressLabel,
  type TConstitutionPiece,
} from '@batir/shared/preconstruction';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import GavelIcon from '@mui/icons-material/Gavel';
import SmsIcon from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFileViewer } from '../../../components/viewer';
import { useCurrentProjectId } from '../../../lib/current-project';
import { formatShortDate } from '../../../lib/format';
import { useConstitution } from '../api/constitution';
import { PieceDecisionDialog } from '../components/piece-decision-dialog';
import { PieceUploadDialog } from '../components/piece-upload-dialog';
import { SmsReminderDialog } from '../components/sms-reminder-dialog';
import { useCanEditProject } from '../model/can-edit';

/** `/v2/admin/customer/{id}/preconstruction/elementsConstitution`: the pieces of the customer's file. */
export default function ElementsConstitutionPage() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un client.</Alert>;
  return <Constitution projectId={projectId} />;
}

type Open = { kind: 'upload' | 'decide'; piece: TConstitutionPiece } | { kind: 'sms' } | null;

function Constitution({ projectId }: { projectId: number }) {
  const constitution = useConstitution(projectId);
  const canEdit = useCanEditProject();
  const viewer = useFileViewer();
  const [open, setOpen] = useState<Open>(null);
  if (constitution.isPending) return <CircularProgress aria-label="Chargement" />;
  if (constitution.isError) return <Alert severity="error">{constitution.error.message}</Alert>;
  const { pieces, accepted, total } = constitution.data;
  // The dialogs read the piece from the latest answer (files added while open).
  const current = (piece: TConstitutionPiece) => pieces.find((p) => p.id === piece.id) ?? piece;
  const missing = pieces.filter((p) => p.state === 'missing' || p.state === 'refused').map((p) => p.label);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h1">
            Constitution du dossier
          </Typography>
          <Typography
            data-testid="constitution-progress"
            color={accepted === total ? 'success.main' : 'text.secondary'}
          >
            {constitutionProgressLabel(accepted, total)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (accepted / total) * 100 : 0}
            color={accepted === total ? 'success' : 'primary'}
            aria-label="Pièces acceptées"
            sx={{ mt: 1, maxWidth: 400 }}
          />
        </Box>
        {canEdit && (
          <Button variant="outlined" startIcon={<SmsIcon />} onClick={() => setOpen({ kind: 'sms' })}>
            Envoyer un SMS de relance
          </Button>
        )}
      </Stack>
      <TableContainer component={Card}>
        <Table size="small" aria-label="Pièces du dossier">
          <TableHead>
            <TableRow>
              <TableCell>Pièce</TableCell>
              <TableCell>État</TableCell>
              <TableCell>Fichiers</TableCell>
              <TableCell>Commentaire</TableCell>
              {canEdit && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {pieces.map((piece) => (
              <TableRow key={piece.id} data-testid={`piece-${piece.key}`}>
                <TableCell>{piece.label}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={CONSTITUTION_PIECE_STATE_LABELS[piece.state]}
                    color={CONSTITUTION_PIECE_STATE_COLORS[piece.state]}
                    variant={piece.state === 'missing' ? 'outlined' : 'filled'}
                  />
                </TableCell>
                <TableCell>
                  {piece.files.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      Aucun fichier
                    </Typography>
                  ) : (
                    <Stack spacing={0.5}>
                      {piece.files.map((file) => (
                        <Link
                          key={file.id}
                          component="button"
                          type="button"
                          variant="body2"
                          sx={{ textAlign: 'left' }}
                          onClick={() =>
                            viewer.open({
                              name: file.name,
                              url: file.apiUrl,
                              isPicture: file.isPicture,
                              mime: file.mime,
                            })
                          }
                        >
                          {file.name} ({formatShortDate(file.createdAt)})
                        </Link>
                      ))}
                    </Stack>
                  )}
                </TableCell>
                <TableCell>{piece.comment}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<AttachFileIcon />}
                      aria-label={`Ajouter un fichier : ${piece.label}`}
                      onClick={() => setOpen({ kind: 'upload', piece })}
                    >
                      Fichier
                    </Button>
                    <Button
                      size="small"
                      startIcon={<GavelIcon />}
                      aria-label={`Décider : ${piece.label}`}
                      onClick={() => setOpen({ kind: 'decide', piece })}
                    >
                      Décider
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {open?.kind === 'upload' && (
        <PieceUploadDialog projectId={projectId} piece={current(open.piece)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'decide' && (
        <PieceDecisionDialog
          projectId={projectId}
          piece={current(open.piece)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'sms' && (
        <SmsReminderDialog projectId={projectId} missing={missing} onClose={() => setOpen(null)} />
      )}
      {viewer.viewer}
    </Stack>
  );
}
