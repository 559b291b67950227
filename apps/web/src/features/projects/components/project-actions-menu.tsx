import { QUALIFICATION_LABELS, QUALIFICATIONS } from '@batir/shared/contact-history';
import {
  PRECONSTRUCTION_STEP_LABELS,
  PRECONSTRUCTION_STEPS,
  PROJECT_STATE_LABELS,
  PROJECT_STATES,
  type TProjectHeaderResponse,
  ZAreaBody,
  ZPreconstructionStepParam,
  ZProjectState,
  ZPutOnHoldBody,
  ZQualificationBody,
} from '@batir/shared/projects';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import type { ApiError } from '../../../lib/api-client';
import { can } from '../../../lib/can';
import { formatNumber } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import * as ops from '../api/project-operations';
import { ShareDialog } from './share-dialog';
import { ValueDialog } from './value-dialog';

type DialogName = 'state' | 'hold' | 'area' | 'qualification' | 'step' | 'share' | null;

/** What each reset does, shown in its confirmation (the server's rule, projects.service). */
export const RESET_PRECONSTRUCTION_TEXT =
  'Le suivi de pré-construction repart de zéro : projet défigé, dossier logisbox, signature et rendez-vous ' +
  "logisbox effacés, félicitations oubliées, étape de l'espace client ramenée à 1 et toutes les pièces du " +
  'dossier remises à « Manquante » (leurs fichiers sont gardés). Le terrain, le financement et le permis ne ' +
  'changent pas. Continuer ?';
export const RESET_CONSTRUCTION_TEXT =
  'Le projet revient en pré-construction : date de passage en construction effacée, box non prête, dossier ' +
  'des artisans remis en numérique. Continuer ?';

/** What an operation answers: its French message (always sent; the snackbar's default otherwise). */
type Answer = { message?: string | undefined };

/**
 * « Actions » of the project sheet: every project operation (spec 2 §4, spec 3 §7 Projects), each confirmed
 * or asked in a dialog, its answer shown in the snackbar. Grid operators read only: no menu.
 */
export function ProjectActionsMenu({ header }: { header: TProjectHeaderResponse }) {
  const { project, customer } = header;
  const id = project.id;
  const { data: me } = useCurrentUser();
  const administers = can(me, 'project.administer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const setState = ops.useSetState(id);
  const waiting = ops.useSetWaiting(id);
  const boxReady = ops.useSetBoxReady(id);
  const damage = ops.useSetWorkingDamage(id);
  const frozen = ops.useSetFrozen(id);
  const hold = ops.usePutOnHold(id);
  const cancelHold = ops.useCancelOnHold(id);
  const underTest = ops.useSetUnderTest(id);
  const reset = ops.useResetProject(id);
  const activate = ops.useActivateProject(id);
  const area = ops.useSetArea(id);
  const qualification = ops.useSetQualification(id);
  const fileMode = ops.useSetCraftsmanFileMode(id);
  const step = ops.useSetPreconstructionStep(id);
  const congratulations = ops.useSendCongratulations(id);
  const passwordLink = ops.useSendPasswordLink(id);

  if (!can(me, 'project.write')) return null;

  /** Runs an operation (after its confirmation when given) and shows its answer. */
  const run = async (call: () => Promise<Answer>, question?: ReactNode) => {
    setAnchor(null);
    if (question && !(await confirm({ message: question }))) return;
    try {
      const answer = await call();
      snackbar.show({ text: answer.message });
    } catch (error) {
      snackbar.show({ text: (error as ApiError).message, color: 'error' });
    }
  };
  /** For the dialogs: the answer in the snackbar, an error thrown back to the form. */
  const save = async (call: () => Promise<Answer>) => {
    const answer = await call();
    snackbar.show({ text: answer.message });
  };
  const open = (name: DialogName) => {
    setAnchor(null);
    setDialog(name);
  };

  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'project-actions' : undefined}
      >
        Actions
      </Button>
      {/* The group titles are presentation: a menu holds only menu items (axe aria-required-children). */}
      <Menu id="project-actions" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <ListSubheader role="presentation">Suivi</ListSubheader>
        <MenuItem onClick={() => open('state')}>Changer l'état…</MenuItem>
        <MenuItem
          onClick={() =>
            run(
              () => frozen.mutateAsync(!project.frozenAt),
              project.frozenAt
                ? 'Défiger le projet ? Le jalon « Projet figé » de la jauge ne sera plus atteint.'
                : 'Figer le projet (plans et options arrêtés) ?',
            )
          }
        >
          {project.frozenAt ? 'Défiger le projet' : 'Figer le projet'}
        </MenuItem>
        <MenuItem onClick={() => run(() => waiting.mutateAsync(!project.isWaiting))}>
          {project.isWaiting ? "Sortir de l'attente" : 'Mettre en attente'}
        </MenuItem>
        {project.onHold ? (
          <MenuItem onClick={() => run(() => cancelHold.mutateAsync(), 'Lever la pause du projet ?')}>
            Lever la pause
          </MenuItem>
        ) : (
          <MenuItem onClick={() => open('hold')}>Mettre en pause…</MenuItem>
        )}
        <MenuItem onClick={() => run(() => underTest.mutateAsync(!project.underTest))}>
          {project.underTest ? 'Sortir du test' : 'Passer en test'}
        </MenuItem>
        <MenuItem onClick={() => run(() => boxReady.mutateAsync(!project.boxReady))}>
          {project.boxReady ? 'Box non prête' : 'Box prête'}
        </MenuItem>
        <MenuItem onClick={() => run(() => damage.mutateAsync(project.workingDamage === 1 ? 0 : 1))}>
          {project.workingDamage === 1
            ? 'Dommages-ouvrage : marquer non souscrite'
            : 'Dommages-ouvrage : marquer souscrite'}
        </MenuItem>
        <Divider />
        <ListSubheader role="presentation">Projet</ListSubheader>
        <MenuItem onClick={() => open('area')}>Surface habitable…</MenuItem>
        <MenuItem onClick={() => open('qualification')}>Qualification…</MenuItem>
        <MenuItem onClick={() => open('step')}>Étape de l'espace client…</MenuItem>
        <MenuItem
          onClick={() =>
            run(
              () => fileMode.mutateAsync(project.craftsmanFileMode === 1 ? 0 : 1),
              project.craftsmanFileMode === 1
                ? 'Les artisans recevront le dossier en numérique. Continuer ?'
                : 'Les artisans recevront le dossier sur papier. Continuer ?',
            )
          }
        >
          {project.craftsmanFileMode === 1
            ? 'Dossier artisans : passer en numérique'
            : 'Dossier artisans : passer en papier'}
        </MenuItem>
        {project.isArchived && (
          <MenuItem onClick={() => run(() => activate.mutateAsync(), 'Réactiver ce projet archivé ?')}>
            Réactiver le projet
          </MenuItem>
        )}
        <Divider />
        <ListSubheader role="presentation">Client</ListSubheader>
        <MenuItem
          disabled={!!project.congratulatedAt}
          onClick={() =>
            run(
              () => congratulations.mutateAsync(),
              `Envoyer à ${customer.email ?? 'ce client'} l'e-mail de félicitations pour son permis accordé ?`,
            )
          }
        >
          {project.congratulatedAt ? 'Félicitations envoyées' : 'Envoyer les félicitations'}
        </MenuItem>
        <MenuItem onClick={() => open('share')}>Partager par e-mail…</MenuItem>
        <MenuItem
          onClick={() =>
            run(
              () => passwordLink.mutateAsync(),
              'Envoyer au client un lien pour choisir le mot de passe de son espace client ?',
            )
          }
        >
          Envoyer le lien de mot de passe
        </MenuItem>
        {administers && <Divider />}
        {administers && <ListSubheader role="presentation">Administration</ListSubheader>}
        {administers && project.step === 1 && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => run(() => reset.mutateAsync('preconstruction'), RESET_PRECONSTRUCTION_TEXT)}
          >
            Réinitialiser la pré-construction…
          </MenuItem>
        )}
        {administers && project.step !== 1 && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => run(() => reset.mutateAsync('construction'), RESET_CONSTRUCTION_TEXT)}
          >
            Réinitialiser la construction…
          </MenuItem>
        )}
      </Menu>

      <ValueDialog
        open={dialog === 'state'}
        title="État du projet"
        label="État"
        schema={ZProjectState}
        initial={project.state}
        options={PROJECT_STATES.map((value) => ({ value, label: PROJECT_STATE_LABELS[value] }))}
        pending={setState.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(value) => save(() => setState.mutateAsync(value))}
      />
      <ValueDialog
        open={dialog === 'hold'}
        title="Mettre le projet en pause"
        label="Raison de la pause"
        schema={ZPutOnHoldBody.shape.reason}
        initial=""
        multiline
        pending={hold.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(value) => save(() => hold.mutateAsync(value))}
      />
      <ValueDialog
        open={dialog === 'area'}
        title="Surface habitable"
        label="Surface (m²)"
        decimal
        schema={ZAreaBody.shape.area}
        initial={formatNumber(project.areaM2)}
        pending={area.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(value) => save(() => area.mutateAsync(value))}
      />
      <ValueDialog
        open={dialog === 'qualification'}
        title="Qualification du projet"
        label="Qualification"
        schema={ZQualificationBody.shape.qualification}
        initial={project.qualification ?? ''}
        options={QUALIFICATIONS.map((value) => ({ value, label: QUALIFICATION_LABELS[value] }))}
        pending={qualification.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(value) => save(() => qualification.mutateAsync(value))}
      />
      <ValueDialog
        open={dialog === 'step'}
        title="Étape de pré-construction de l'espace client"
        text="L'étape que le client voit dans son espace."
        label="Étape"
        schema={ZPreconstructionStepParam.shape.step}
        initial={String(project.preconstructionStep)}
        options={PRECONSTRUCTION_STEPS.map((value) => ({
          value: String(value),
          label: `${value} – ${PRECONSTRUCTION_STEP_LABELS[value]}`,
        }))}
        pending={step.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(value) => save(() => step.mutateAsync(value))}
      />
      <ShareDialog projectId={id} open={dialog === 'share'} onClose={() => setDialog(null)} />
    </>
  );
}
