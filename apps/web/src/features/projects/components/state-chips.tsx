import { PROJECT_STATE_LABELS, type TProjectHeaderProject } from '@batir/shared/projects';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/** The project's flags as chips: en attente, en pause (with its reason), test, DO, figé, archivé, state. */
export function StateChips({ project }: { project: TProjectHeaderProject }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} role="group" aria-label="États du projet">
      {project.state !== 'inProgress' && (
        <Chip size="small" color="error" label={PROJECT_STATE_LABELS[project.state]} />
      )}
      {project.isArchived && <Chip size="small" label="Archivé" />}
      {project.isWaiting && <Chip size="small" color="warning" label="En attente" />}
      {project.onHold && (
        <Tooltip title={project.onHoldReason || 'En pause'}>
          <Chip size="small" color="warning" variant="outlined" label="En pause" />
        </Tooltip>
      )}
      {project.underTest && <Chip size="small" color="info" label="Test" />}
      {project.workingDamage === 1 && (
        <Tooltip title="Assurance dommages-ouvrage souscrite">
          <Chip size="small" color="success" variant="outlined" label="DO" />
        </Tooltip>
      )}
      {project.frozenAt && <Chip size="small" variant="outlined" label="Figé" />}
      {project.boxReady && <Chip size="small" variant="outlined" label="Box prête" />}
    </Stack>
  );
}
