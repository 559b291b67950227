import {
  QUALIFICATION_LABELS,
  QUALIFICATIONS,
  type TQualification,
  type TQualificationValue,
  ZPersonalContributionBody,
} from '@batir/shared/contact-history';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatEuros, formatNumber, parseFrenchNumber } from '../../../lib/format';
import { useSetInContact, useSetPersonalContribution, useSetQualification } from '../api/qualification';
import { failureText, Panel, personLabel } from './panel';

export type QualificationPanelProps = {
  /** The household ({id} of PUT /api/user/{id}/…). */
  customerId: number;
  projectId: number;
  /** The project's qualification history (any order; the newest is the current one). */
  qualifications: TQualification[];
  /** The household's personal contribution in whole euros, null when unknown. */
  personalContribution: number | null;
  /** project_prospects.in_contact. */
  inContact: boolean;
  /** The server accepts the caller's qualification and « en contact » (the sheet's `can.edit`). */
  canQualify: boolean;
  /** The server accepts the caller's personal contribution (the sheet's `can.household`). */
  canContribute: boolean;
};

const CHIP_COLORS: Record<TQualificationValue, 'info' | 'warning' | 'error'> = {
  cold: 'info',
  warm: 'warning',
  hot: 'error',
};

/** The prospect's qualification (Froid/Tiède/Chaud with its history), personal contribution and "en contact". */
export function QualificationPanel(props: QualificationPanelProps) {
  const { customerId, projectId } = props;
  const history = [...props.qualifications].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
  const current = history[0]?.qualification ?? null;
  return (
    <Panel id={`qualification-${projectId}`} title="Qualification">
      <Stack spacing={2}>
        {props.canQualify && (
          <QualificationChips customerId={customerId} projectId={projectId} current={current} />
        )}
        {history.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              Historique
            </Typography>
            <List dense aria-label="Historique des qualifications">
              {history.map((row) => (
                <ListItem key={row.id} disableGutters>
                  <ListItemText
                    primary={`${QUALIFICATION_LABELS[row.qualification]}${row.note ? ` — ${row.note}` : ''}`}
                    secondary={`${formatDateTime(row.createdAt)} — ${personLabel(row.user)}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {props.canContribute ? (
          <PersonalContribution
            customerId={customerId}
            projectId={projectId}
            amount={props.personalContribution}
          />
        ) : (
          <ContributionAmount amount={props.personalContribution} />
        )}
        {props.canQualify ? (
          <InContactSwitch customerId={customerId} projectId={projectId} inContact={props.inContact} />
        ) : (
          <Typography variant="body2">En contact : {props.inContact ? 'oui' : 'non'}</Typography>
        )}
      </Stack>
    </Panel>
  );
}

function QualificationChips(props: {
  customerId: number;
  projectId: number;
  current: TQualificationValue | null;
}) {
  const set = useSetQualification(props.customerId, props.projectId);
  const snackbar = useSnackbar();
  const [note, setNote] = useState('');
  const shown = set.isPending ? (set.variables?.qualification ?? props.current) : props.current;
  const choose = (qualification: TQualificationValue) =>
    set.mutate(
      { qualification, note },
      {
        onSuccess: () => {
          setNote('');
          snackbar.show({ text: `Prospect qualifié « ${QUALIFICATION_LABELS[qualification]} ».` });
        },
        onError: (error) => snackbar.show({ text: failureText(error), color: 'error' }),
      },
    );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="group" aria-label="Qualification du prospect">
        {QUALIFICATIONS.map((value) => (
          <Chip
            key={value}
            label={QUALIFICATION_LABELS[value]}
            color={shown === value ? CHIP_COLORS[value] : 'default'}
            variant={shown === value ? 'filled' : 'outlined'}
            aria-pressed={shown === value}
            disabled={set.isPending}
            onClick={() => choose(value)}
          />
        ))}
      </Stack>
      <TextField
        label="Note de qualification (facultatif)"
        size="small"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}

function ContributionAmount({ amount }: { amount: number | null }) {
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      Apport personnel : <strong>{amount === null ? 'non renseigné' : formatEuros(amount)}</strong>
    </Typography>
  );
}

function PersonalContribution(props: { customerId: number; projectId: number; amount: number | null }) {
  const set = useSetPersonalContribution(props.customerId, props.projectId);
  const snackbar = useSnackbar();
  const [text, setText] = useState(props.amount === null ? '' : formatNumber(props.amount));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPersonalContributionBody.safeParse({ personalContribution: parseFrenchNumber(text) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Montant invalide');
    setError(null);
    set.mutate(parsed.data.personalContribution, {
      onSuccess: () => snackbar.show({ text: 'Apport personnel enregistré.' }),
      onError: (failure) => {
        setError(failureText(failure));
        snackbar.show({ text: failureText(failure), color: 'error' });
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Apport personnel">
      <ContributionAmount amount={props.amount} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Apport personnel (€)"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button type="submit" variant="outlined" loading={set.isPending}>
          Enregistrer
        </Button>
      </Stack>
    </Box>
  );
}

function InContactSwitch(props: { customerId: number; projectId: number; inContact: boolean }) {
  const set = useSetInContact(props.customerId, props.projectId);
  const snackbar = useSnackbar();
  const checked = set.isPending ? !!set.variables : props.inContact;
  return (
    <FormControlLabel
      label="En contact"
      control={
        <Switch
          checked={checked}
          disabled={set.isPending}
          onChange={(event) =>
            set.mutate(event.target.checked, {
              onSuccess: (answer) =>
                snackbar.show({
                  text: answer.inContact
                    ? 'Prospect marqué « en contact ».'
                    : 'Prospect retiré de « en contact ».',
                }),
              onError: (error) => snackbar.show({ text: failureText(error), color: 'error' }),
            })
          }
        />
      }
    />
  );
}
