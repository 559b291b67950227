import {
  PROJECT_FILE_CATEGORIES,
  PROJECT_FILE_CATEGORY_LABELS,
  type TProjectFileCategory,
} from '@batir/shared/files';
import type { TProjectDocument } from '@batir/shared/project-documents';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { Uploader, useUploader } from '../../../components/uploader';
import { useFileViewer } from '../../../components/viewer';
import { useCurrentProjectId } from '../../../lib/current-project';
import { useDeleteProjectFile } from '../api/delete-file';
import { useDownloadProjectZip } from '../api/download-zip';
import { useSetProjectFileState } from '../api/file-state';
import { useRefreshProjectDocuments } from '../api/keys';
import { useProjectFiles } from '../api/project-files';
import { useRenameProjectFile } from '../api/rename-file';
import { CrcSection } from '../components/crc-section';
import { DocumentsTable } from '../components/documents-table';
import { RenameDialog } from '../components/rename-dialog';

/**
 * Route `admin-customer-id-documents`: the project's documents by category (tabs with counts), the upload
 * (POST /api/attachment/{project} with its category), rename, state and deletion, the zip of a category or
 * of the whole file, and the CRC modifications.
 */
export default function DocumentsPage() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un projet.</Alert>;
  return <ProjectDocuments key={projectId} projectId={projectId} />;
}

function ProjectDocuments({ projectId }: { projectId: number }) {
  const [category, setCategory] = useState<TProjectFileCategory | null>(null);
  const files = useProjectFiles(projectId, category);
  const viewer = useFileViewer();
  const open = (file: TProjectDocument) =>
    viewer.open({ name: file.name, url: file.apiUrl, isPicture: file.isPicture, mime: file.mime });
  const projectName = files.data?.project.name ?? '';
  const zip = useDownloadProjectZip(projectId, projectName);
  const counts = files.data?.counts ?? {};
  const shownCount = category ? (counts[category] ?? 0) : (files.data?.total ?? 0);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          Documents du projet
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={zip.isPending}
          disabled={!files.data || shownCount === 0}
          onClick={() => zip.mutate(category)}
        >
          {category
            ? `Télécharger « ${PROJECT_FILE_CATEGORY_LABELS[category]} » (zip)`
            : 'Télécharger le dossier (zip)'}
        </Button>
      </Stack>

      <Paper variant="outlined">
        <Tabs
          value={category ?? 'all'}
          onChange={(_event, value: TProjectFileCategory | 'all') =>
            setCategory(value === 'all' ? null : value)
          }
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Catégories de documents"
        >
          <Tab value="all" label={`Tous (${files.data?.total ?? 0})`} />
          {PROJECT_FILE_CATEGORIES.map((value) => (
            <Tab
              key={value}
              value={value}
              label={`${PROJECT_FILE_CATEGORY_LABELS[value]} (${counts[value] ?? 0})`}
            />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          <UploadBox projectId={projectId} category={category} />
          <Box sx={{ mt: 2 }}>
            {files.isPending ? (
              <CircularProgress aria-label="Chargement des documents" />
            ) : files.isError ? (
              <Alert severity="error">{files.error.message}</Alert>
            ) : (
              <FilesTable projectId={projectId} files={files.data.files} onOpen={open} />
            )}
          </Box>
        </Box>
      </Paper>

      <CrcSection projectId={projectId} onOpen={open} />
      {viewer.viewer}
    </Stack>
  );
}

/** The uploader, sent to POST /api/attachment/{project} with the chosen category. */
function UploadBox(props: { projectId: number; category: TProjectFileCategory | null }) {
  const { projectId } = props;
  const [chosen, setChosen] = useState<TProjectFileCategory>(props.category ?? 'other');
  const [followed, setFollowed] = useState(props.category);
  // The tab in view is the default category of the next upload.
  if (followed !== props.category) {
    setFollowed(props.category);
    if (props.category) setChosen(props.category);
  }
  const refresh = useRefreshProjectDocuments(projectId);
  const snackbar = useSnackbar();
  const uploader = useUploader({
    target: { type: 'project', attachmentOf: projectId, fields: { category: chosen } },
    multiple: true,
    onUploaded: (files) => {
      uploader.clear();
      void refresh();
      snackbar.show({ text: files.length > 1 ? `${files.length} fichiers ajoutés.` : 'Fichier ajouté.' });
    },
  });
  return (
    <Stack spacing={1.5} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label="Catégorie"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as TProjectFileCategory)}
        sx={{ minWidth: 220 }}
      >
        {PROJECT_FILE_CATEGORIES.map((value) => (
          <MenuItem key={value} value={value}>
            {PROJECT_FILE_CATEGORY_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }}>
        <Uploader uploader={uploader} sendLabel="Envoyer les fichiers" />
      </Box>
    </Stack>
  );
}

function FilesTable(props: {
  projectId: number;
  files: TProjectDocument[];
  onOpen: (file: TProjectDocument) => void;
}) {
  const { projectId } = props;
  const rename = useRenameProjectFile(projectId);
  const setState = useSetProjectFileState(projectId);
  const remove = useDeleteProjectFile(projectId);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [renaming, setRenaming] = useState<TProjectDocument | null>(null);
  return (
    <>
      <DocumentsTable
        files={props.files}
        onOpen={props.onOpen}
        onRename={setRenaming}
        onState={(file, state) =>
          setState.mutate({ id: file.id, state }, { onSuccess: () => snackbar.show() })
        }
        onDelete={async (file) => {
          if (await confirm({ title: 'Supprimer le document', message: `Supprimer « ${file.name} » ?` }))
            remove.mutate(file.id, { onSuccess: () => snackbar.show({ text: 'Document supprimé.' }) });
        }}
      />
      <RenameDialog
        name={renaming?.name ?? null}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onSave={(name) => {
          if (renaming)
            rename.mutate(
              { id: renaming.id, name },
              {
                onSuccess: () => {
                  setRenaming(null);
                  snackbar.show();
                },
              },
            );
        }}
      />
    </>
  );
}
