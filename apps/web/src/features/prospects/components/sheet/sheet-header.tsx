import { QUALIFICATION_LABELS, type TQualificationValue } from '@batir/shared/contact-history';
import type { TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../../components/confirm';
import { useSnackbar } from '../../../../components/snackbar';
import { formatDate } from '../../../../lib/format';
import { routeHref } from '../../../../lib/route-names';
import { useImpersonateCustomer } from '../../../customer-portal/api/impersonate-customer';
import {
  useActivateProspect,
  useArchiveCustomer,
  useConvertProspect,
  useCreateTempAccess,
  useSendPasswordLink,
} from '../../api/sheet-actions';

const QUALIFICATION_COLOURS: Record<TQualificationValue, 'info' | 'warning' | 'error'> = {
  cold: 'info',
  warm: 'warning',
  hot: 'error',
};

/** The household's name, "(Lead)" for a website prospect (spec 1 §2.10). */
export function sheetTitle(sheet: Pick<TProspectSheetResponse, 'customer' | 'project'>) {
  return sheet.project.isLead ? `${sheet.customer.displayName} (Lead)` : sheet.customer.displayName;
}

/** Title, salesperson, qualification and the sheet's actions. */
export function SheetHeader(props: {
  sheet: TProspectSheetResponse;
  canImpersonate: boolean;
  onEdit: () => void;
}) {
  const { sheet, canImpersonate, onEdit } = props;
  const { customer, project, can } = sheet;
  // Reactivating a prospect changes the project (activate), another project the household (archive).
  const canReactivate = project.isProspect ? can.edit : can.household;
  const projectId = project.id;
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const archive = useArchiveCustomer(projectId);
  const activate = useActivateProspect(projectId);
  const convert = useConvertProspect(projectId);
  const tempAccess = useCreateTempAccess(projectId);
  const passwordLink = useSendPasswordLink(projectId);
  const impersonate = useImpersonateCustomer();
  const navigate = useNavigate();
  const done = (answer: { message?: string }) =>
    snackbar.show({ text: answer.message ?? 'Enregistrement effectué !' });
  const failed = (error: Error) => snackbar.show({ text: error.message, color: 'error' });
  const qualification = project.qualification as TQualificationValue | null;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {sheetTitle(sheet)}
        </Typography>
        {qualification && QUALIFICATION_LABELS[qualification] && (
          <Chip
            size="small"
            color={QUALIFICATION_COLOURS[qualification]}
            label={`Qualification : ${QUALIFICATION_LABELS[qualification]}`}
          />
        )}
        {project.isProspect ? (
          <Chip size="small" label="Prospect" />
        ) : (
          <Chip
            size="small"
            color="success"
            label={project.convertedAt ? `Client depuis le ${formatDate(project.convertedAt)}` : 'Client'}
          />
        )}
        {project.archived && <Chip size="small" label="Archivé" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {project.name} · Commercial : {project.salesman?.name ?? 'aucun'} · Créé le{' '}
        {formatDate(project.createdAt)}
        {customer.accessExpiresAt && ` · Accès temporaire jusqu'au ${formatDate(customer.accessExpiresAt)}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {can.edit && (
          <Button variant="outlined" onClick={onEdit}>
            Modifier
          </Button>
        )}
        {project.archived && canReactivate && (
          <Button
            variant="outlined"
            disabled={activate.isPending || archive.isPending}
            onClick={() =>
              project.isProspect
                ? activate.mutate(undefined, { onSuccess: done, onError: failed })
                : archive.mutate(
                    { customerId: customer.id, archive: false },
                    { onSuccess: done, onError: failed },
                  )
            }
          >
            Réactiver
          </Button>
        )}
        {!project.archived && can.household && (
          <Button
            variant="outlined"
            disabled={archive.isPending}
            onClick={async () => {
              if (
                await confirm({ title: 'Archiver', message: `Archiver le foyer ${customer.displayName} ?` })
              )
                archive.mutate(
                  { customerId: customer.id, archive: true },
                  { onSuccess: done, onError: failed },
                );
            }}
          >
            Archiver
          </Button>
        )}
        {project.isProspect && can.convert && (
          <Button
            variant="contained"
            disabled={convert.isPending}
            onClick={async () => {
              const yes = await confirm({
                title: 'Convertir en client',
                message: `${customer.displayName} devient client : son espace client est créé et un e-mail lui est envoyé pour choisir son mot de passe. Continuer ?`,
              });
              if (yes)
                convert.mutate(customer.id, {
                  // A customer now: his file, where the pre-construction starts.
                  onSuccess: (answer) => {
                    done(answer);
                    void navigate(routeHref('admin-customer-id', { id: answer.projectId }));
                  },
                  onError: failed,
                });
            }}
          >
            Convertir en client
          </Button>
        )}
        {project.isProspect && can.household && (
          <Button
            variant="outlined"
            disabled={tempAccess.isPending}
            onClick={() => tempAccess.mutate(customer.id, { onSuccess: done, onError: failed })}
          >
            Accès temporaire
          </Button>
        )}
        {customer.hasAccount && can.household && (
          <Button
            variant="outlined"
            disabled={passwordLink.isPending}
            onClick={() => passwordLink.mutate(customer.id, { onSuccess: done, onError: failed })}
          >
            Réinitialiser le mot de passe
          </Button>
        )}
        {canImpersonate && customer.hasAccount && (
          <Button
            variant="outlined"
            disabled={impersonate.isPending}
            onClick={() => impersonate.mutate(customer.id, { onError: failed })}
          >
            Prendre la main
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
