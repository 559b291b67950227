import {
  LOAN_KIND_LABELS,
  LOAN_KINDS,
  type TLoan,
  type TLoanKind,
  type TProjectFinancing,
} from '@batir/shared/financing';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatCents } from '../../../lib/format';
import { useDeleteLoan } from '../api/delete-loan';
import { useSaveLoan } from '../api/save-loan';
import { formatDuration, formatRate, loanDefaults, type TLoanForm, ZLoanForm } from '../model/forms';
import { Section } from './section';

const kindLabel = (kind: string) => LOAN_KIND_LABELS[kind as TLoanKind] ?? kind;

function LoanDialog(props: { projectId: number; loan: TLoan | null; open: boolean; onClose: () => void }) {
  const { projectId, loan, open, onClose } = props;
  const save = useSaveLoan(projectId);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError } = useForm<TLoanForm>({
    resolver: zodResolver(ZLoanForm),
    values: loanDefaults(loan),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: loan?.id ?? null, loan: values },
      {
        onSuccess: () => {
          snackbar.show();
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(error.fields ?? {}))
            setError(field as keyof TLoanForm, { message });
          if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
        },
      },
    ),
  );
  const text = (name: keyof TLoanForm, label: string, extra: Record<string, unknown> = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (extra.help as string | undefined)}
          slotProps={extra.slotProps as never}
        />
      )}
    />
  );
  return (
    <AppDialog open={open} onClose={onClose} aria-labelledby="loan-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="loan-dialog-title">{loan ? 'Modifier le prêt' : 'Ajouter un prêt'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="kind"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label="Type de prêt"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {LOAN_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {LOAN_KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {text('bank', 'Banque ou organisme')}
            {text('amount', 'Montant', {
              help: 'En euros, ex. 180 000',
              slotProps: {
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              },
            })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('rate', 'Taux annuel', {
                help: 'Facultatif, ex. 3,45',
                slotProps: {
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                },
              })}
              {text('durationMonths', 'Durée', {
                help: 'Facultatif, en mois',
                slotProps: {
                  input: { endAdornment: <InputAdornment position="end">mois</InputAdornment> },
                  htmlInput: { inputMode: 'numeric' },
                },
              })}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}

/** « Prêts »: the loans of the plan, their total against the need. */
export function LoansSection({ financing }: { financing: TProjectFinancing }) {
  const projectId = financing.project.id;
  const [editing, setEditing] = useState<{ loan: TLoan | null } | null>(null);
  const remove = useDeleteLoan(projectId);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onDelete = async (loan: TLoan) => {
    const ok = await confirm({
      title: 'Supprimer le prêt',
      message: `Supprimer le prêt « ${kindLabel(loan.kind)} » de ${formatCents(loan.amountCents)} ?`,
    });
    if (ok)
      remove.mutate(loan.id, {
        onSuccess: () => snackbar.show({ text: 'Prêt supprimé.' }),
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      });
  };
  return (
    <Section
      title="Prêts"
      action={
        financing.canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ loan: null })}>
            Ajouter un prêt
          </Button>
        )
      }
    >
      {financing.loans.length === 0 ? (
        <Typography color="text.secondary">Aucun prêt saisi.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Prêts du financement">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Banque</TableCell>
                <TableCell align="right">Montant</TableCell>
                <TableCell align="right">Taux</TableCell>
                <TableCell align="right">Durée</TableCell>
                {financing.canEdit && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {financing.loans.map((loan) => (
                <TableRow key={loan.id}>
                  <TableCell>{kindLabel(loan.kind)}</TableCell>
                  <TableCell>{loan.bank}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCents(loan.amountCents)}
                  </TableCell>
                  <TableCell align="right">{formatRate(loan.rate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(loan.durationMonths)}
                  </TableCell>
                  {financing.canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`Modifier le prêt ${kindLabel(loan.kind)}`}
                        onClick={() => setEditing({ loan })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`Supprimer le prêt ${kindLabel(loan.kind)}`}
                        onClick={() => void onDelete(loan)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}>
                  Total des prêts
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', whiteSpace: 'nowrap' }}
                >
                  {formatCents(financing.loansCents)}
                </TableCell>
                <TableCell colSpan={financing.canEdit ? 3 : 2} />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <LoanDialog projectId={projectId} loan={editing.loan} open onClose={() => setEditing(null)} />
      )}
    </Section>
  );
}
