import type { TFileDetails } from '@batir/shared/files';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useConfirm } from '../../../../components/confirm';
import { useSnackbar } from '../../../../components/snackbar';
import { Uploader, useUploader } from '../../../../components/uploader';
import { useFileViewer } from '../../../../components/viewer';
import { formatFileSize, formatShortDate } from '../../../../lib/format';
import { useDeleteAttachment, useRenameAttachment, useUploadAttachments } from '../../api/sheet-actions';
import { RenameDialog } from './rename-dialog';
import { Empty, SheetSection } from './sheet-section';

/**
 * "Pièces jointes": the shared uploader (checks in the browser), sent to POST /api/attachment/{project};
 * each file opens in the shared viewer; rename and delete use the file routes. `canUpload` and `canModify`
 * come from the sheet's `can` (edit, attachments): a reader the server would refuse only opens the files.
 */
export function AttachmentsSection(props: {
  projectId: number;
  attachments: TFileDetails[];
  canUpload: boolean;
  canModify: boolean;
}) {
  const { projectId, attachments, canUpload, canModify } = props;
  // The uploader's own sending goes to /api/file/upload; the sheet sends through its attachment route instead.
  const uploader = useUploader({ target: { type: 'project', linkedId: projectId }, multiple: true });
  const upload = useUploadAttachments(projectId);
  const rename = useRenameAttachment(projectId);
  const remove = useDeleteAttachment(projectId);
  const viewer = useFileViewer();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [renaming, setRenaming] = useState<TFileDetails | null>(null);
  const failed = (error: Error) => snackbar.show({ text: error.message, color: 'error' });

  const send = () =>
    upload.mutate(
      uploader.files.map((file) => file.file),
      {
        onSuccess: (answer) => {
          uploader.clear();
          snackbar.show({
            text: answer.files.length > 1 ? `${answer.files.length} fichiers ajoutés.` : 'Fichier ajouté.',
          });
        },
        onError: failed,
      },
    );

  return (
    <SheetSection title="Pièces jointes">
      <Stack spacing={1}>
        {attachments.length === 0 ? (
          <Empty>Aucune pièce jointe.</Empty>
        ) : (
          <List dense disablePadding aria-label="Pièces jointes du projet">
            {attachments.map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                secondaryAction={
                  canModify && (
                    <>
                      <IconButton
                        aria-label={`Renommer ${file.name}`}
                        size="small"
                        onClick={() => setRenaming(file)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={`Supprimer ${file.name}`}
                        size="small"
                        onClick={async () => {
                          if (await confirm({ title: 'Supprimer', message: `Supprimer « ${file.name} » ?` }))
                            remove.mutate(file.id, { onError: failed });
                        }}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
              >
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
                  secondary={`${formatFileSize(file.size)} · ajouté le ${formatShortDate(file.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {canUpload && (
          <Uploader uploader={uploader} label="Déposez des pièces jointes ici, ou cliquez pour les choisir" />
        )}
        {canUpload && uploader.files.length > 0 && (
          <Button
            variant="contained"
            onClick={send}
            disabled={upload.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {upload.isPending ? 'Envoi…' : 'Envoyer les fichiers'}
          </Button>
        )}
      </Stack>
      {viewer.viewer}
      <RenameDialog
        name={renaming?.name ?? null}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onSave={(name) => {
          if (renaming)
            rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null), onError: failed });
        }}
      />
    </SheetSection>
  );
}
