import type { TProjectListItem } from '@batir/shared/project-list';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import PeopleOutline from '@mui/icons-material/FamilyRestroomOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { routeHref } from '../../../lib/route-names';
import { useArchiveProject } from '../api/archive-project';

/** The "⋮" menu of a project: open it, its household, archive or bring it back (confirmed). */
export function ProjectRowMenu(props: {
  project: TProjectListItem;
  onHousehold: (customerId: number) => void;
}) {
  const { project, onHousehold } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const archive = useArchiveProject();
  const close = () => setAnchor(null);

  const toggleArchive = async () => {
    close();
    const archiving = !project.isArchived;
    const ok = await confirm({
      title: archiving ? 'Archiver le projet' : 'Réactiver le projet',
      message: archiving
        ? `Le projet « ${project.name} » de ${project.customerName} sera archivé et quittera la liste des projets en cours.`
        : `Le projet « ${project.name} » de ${project.customerName} reviendra dans la liste des projets en cours.`,
    });
    if (!ok) return;
    archive.mutate(
      { id: project.id, archive: archiving },
      {
        onSuccess: (answer) => snackbar.show({ text: answer.message }),
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  };

  return (
    <>
      <IconButton
        aria-label={`Actions du projet ${project.name}`}
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
      >
        <MenuItem
          onClick={() => {
            close();
            void navigate(routeHref('admin-customer-id', { id: project.id }));
          }}
        >
          <ListItemIcon>
            <OpenInNew fontSize="small" />
          </ListItemIcon>
          <ListItemText>Ouvrir le projet</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onHousehold(project.customerId);
          }}
        >
          <ListItemIcon>
            <PeopleOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>Foyer</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void toggleArchive()} disabled={archive.isPending}>
          <ListItemIcon>
            {project.isArchived ? (
              <UnarchiveOutlined fontSize="small" />
            ) : (
              <ArchiveOutlined fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText>{project.isArchived ? 'Réactiver le projet' : 'Archiver le projet'}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
