import type { TSalesmanDetail } from '@batir/shared/salesmen';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/snackbar';
import { formatPersonName, formatPhone } from '../../../lib/format';
import { useUpdateSalesman } from '../api/update-salesman';

type Staff = { id: number; surname: string; name: string };
const NONE = '';

/** His manager (administrators choose it among the active staff) and the people he manages. */
export function TeamCard({ salesman, staff }: { salesman: TSalesmanDetail; staff: readonly Staff[] }) {
  const update = useUpdateSalesman(salesman.id);
  const snackbar = useSnackbar();
  const managerLabel = salesman.manager
    ? formatPersonName(salesman.manager.surname, salesman.manager.name)
    : 'Aucun';
  const onManager = async (value: string) => {
    try {
      await update.mutateAsync({
        kind: 'manager',
        body: { managerId: value === NONE ? null : Number(value) },
      });
      snackbar.show({ text: 'Responsable enregistré.' });
    } catch {
      // Shown below.
    }
  };
  // The current manager stays selectable even if he is no longer in the active staff list.
  const options = staff.filter((person) => person.id !== salesman.id);
  if (salesman.manager && !options.some((person) => person.id === salesman.manager?.id))
    options.push(salesman.manager);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Équipe
        </Typography>
        {update.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {update.error.message}
          </Alert>
        )}
        {salesman.can.editManager ? (
          <TextField
            select
            fullWidth
            label="Responsable"
            value={salesman.manager ? String(salesman.manager.id) : NONE}
            onChange={(event) => onManager(event.target.value)}
            disabled={update.isPending}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={NONE}>Aucun</MenuItem>
            {options.map((person) => (
              <MenuItem key={person.id} value={String(person.id)}>
                {formatPersonName(person.surname, person.name)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography>Responsable : {managerLabel}</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 2 }} color="text.secondary">
          Personnes encadrées
        </Typography>
        {salesman.support.length === 0 ? (
          <Typography variant="body2">Aucune.</Typography>
        ) : (
          <List dense aria-label="Personnes encadrées">
            {salesman.support.map((person) => (
              <ListItem key={person.id} disableGutters>
                <ListItemText
                  primary={formatPersonName(person.surname, person.name)}
                  secondary={[formatPhone(person.phone), person.email].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
