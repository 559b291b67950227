import { ROLE_LABELS, type Role, STAFF_ROLES, type StaffRole } from '@batir/shared/roles';
import {
  type TStaffSummary,
  type TUserAccount,
  type TUserAccountBody,
  type TUserAccountValues,
  ZCoveredPostalCode,
  ZUserAccountBody,
} from '@batir/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { formatNumber, formatPersonName, formatPhone } from '../../../lib/format';
import { useSearchUsers } from '../api/search-users';

type Manager = Pick<TStaffSummary, 'id' | 'surname' | 'name'>;

const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

const fullName = (person: Manager) => formatPersonName(person.surname, person.name);

function formValues(account: TUserAccount | null): TUserAccountBody {
  return {
    surname: account?.surname ?? '',
    name: account?.name ?? '',
    email: account?.email ?? '',
    phone: formatPhone(account?.phone ?? ''),
    // The form edits staff roles only; a new account starts as a salesperson, the usual case.
    roles: account?.roles.filter(isStaffRole) ?? ['salesman'],
    managerId: account?.manager?.id ?? null,
    postalCodes: account?.postalCodes ?? [],
    credit: formatNumber(account?.credit ?? 0),
  };
}

/** The first message of a field, or of one of its items (`postalCodes.2`). */
function messageOf(errors: FieldErrors<TUserAccountBody>, name: keyof TUserAccountBody): string | undefined {
  const error = errors[name];
  if (!error) return undefined;
  if (error.message) return String(error.message);
  const items = Array.isArray(error) ? error : [];
  return items.find((item) => item?.message)?.message;
}

/** Manager picker: active staff found by name or e-mail (GET /api/user/search/{term}). */
function ManagerField(props: {
  value: Manager | null;
  onChange: (manager: Manager | null) => void;
  excludeId: number | undefined;
  error: string | undefined;
}) {
  const [input, setInput] = useState('');
  // Only what the user types is searched, not the name the picker writes back after a choice.
  const [term, setTerm] = useState('');
  const search = useSearchUsers(term);
  const options = (search.data?.list ?? []).filter((person) => person.id !== props.excludeId);
  return (
    <Autocomplete<Manager>
      id="user-manager"
      value={props.value}
      onChange={(_event, manager) => props.onChange(manager)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value);
        if (reason === 'input') setTerm(value);
      }}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={search.isFetching}
      noOptionsText={term.trim().length < 2 ? 'Tapez au moins deux lettres' : 'Aucun membre du personnel'}
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField {...params} label="Responsable" error={!!props.error} helperText={props.error} />
      )}
    />
  );
}

/** Postal codes covered: type a code or a department and press Entrée; each one shows as a chip. */
function PostalCodesField(props: {
  value: string[];
  onChange: (codes: string[]) => void;
  error: string | undefined;
}) {
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string>();
  const add = (raw: string) => {
    const parsed = ZCoveredPostalCode.safeParse(raw);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message);
      return false;
    }
    setInputError(undefined);
    if (!props.value.includes(parsed.data)) props.onChange([...props.value, parsed.data]);
    setInput('');
    return true;
  };
  const error = inputError ?? props.error;
  return (
    <Autocomplete<string, true, false, true>
      id="user-postal-codes"
      multiple
      freeSolo
      options={[]}
      value={props.value}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, codes, reason, details) => {
        // A typed code is checked before it becomes a chip; removals go through as they are.
        if (reason === 'createOption' && details) add(details.option);
        else if (reason !== 'createOption') props.onChange(codes);
      }}
      onBlur={() => {
        if (input.trim()) add(input);
      }}
      renderValue={(codes, getItemProps) =>
        codes.map((code, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={code} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Codes postaux couverts"
          error={!!error}
          helperText={error ?? 'Code postal complet (49000) ou département (49), puis Entrée'}
        />
      )}
    />
  );
}

export type UserFormProps = {
  account: TUserAccount | null;
  saving: boolean;
  onSubmit: (
    values: TUserAccountValues,
    helpers: { setFieldErrors: (fields: Record<string, string>) => boolean },
  ) => void;
  actions?: ReactNode;
};

/** Spec 1 §2.4 manage/user/{id}: identity, roles, manager, postal codes covered and credit of a staff account. */
export function UserForm({ account, saving, onSubmit, actions }: UserFormProps) {
  const [manager, setManager] = useState<Manager | null>(account?.manager ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TUserAccountBody, unknown, TUserAccountValues>({
    resolver: zodResolver(ZUserAccountBody),
    defaultValues: formValues(account),
  });

  /** Puts the server's field messages under their fields; false when none is a field of this form. */
  const setFieldErrors = (fields: Record<string, string>) => {
    let shown = false;
    for (const [path, message] of Object.entries(fields)) {
      const name = path.split('.')[0] as keyof TUserAccountBody;
      if (!Object.hasOwn(formValues(null), name)) continue;
      setError(name, { message });
      shown = true;
    }
    return shown;
  };

  const text = (name: 'surname' | 'name' | 'email' | 'phone', label: string) => {
    const { ref, ...props } = register(name, {
      onBlur: name === 'phone' ? (event) => setValue('phone', formatPhone(event.target.value)) : undefined,
    });
    return {
      ...props,
      id: `user-${name}`,
      label,
      inputRef: ref,
      error: !!errors[name],
      helperText: errors[name]?.message,
      fullWidth: true,
    };
  };

  const creditField = register('credit');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) => onSubmit(values, { setFieldErrors }))}
    >
      <Typography component="h2" variant="h6">
        Identité
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...text('surname', 'Prénom')} required autoComplete="off" />
        <TextField {...text('name', 'Nom')} required autoComplete="off" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...text('email', 'Adresse e-mail')} type="email" required autoComplete="off" />
        <TextField {...text('phone', 'Téléphone')} type="tel" autoComplete="off" />
      </Stack>

      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <FormControl error={!!errors.roles} component="fieldset">
            <FormLabel component="legend">Rôles</FormLabel>
            <FormGroup row>
              {STAFF_ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  label={ROLE_LABELS[role]}
                  control={
                    <Checkbox
                      checked={field.value.includes(role)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, role]
                            : field.value.filter((value) => value !== role),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.roles && <FormHelperText>{messageOf(errors, 'roles')}</FormHelperText>}
          </FormControl>
        )}
      />

      <Typography component="h2" variant="h6">
        Secteur et crédit
      </Typography>
      <Controller
        control={control}
        name="managerId"
        render={({ field }) => (
          <ManagerField
            value={manager}
            excludeId={account?.id}
            error={messageOf(errors, 'managerId')}
            onChange={(next) => {
              setManager(next);
              field.onChange(next?.id ?? null);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="postalCodes"
        render={({ field }) => (
          <PostalCodesField
            value={field.value}
            onChange={field.onChange}
            error={messageOf(errors, 'postalCodes')}
          />
        )}
      />
      <TextField
        {...creditField}
        inputRef={creditField.ref}
        id="user-credit"
        label="Crédit"
        error={!!errors.credit}
        helperText={errors.credit?.message}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
        sx={{ maxWidth: 240 }}
      />

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={saving}>
          {account ? 'Enregistrer' : 'Créer le compte'}
        </Button>
        {actions}
      </Stack>
      {!account && (
        <Typography variant="body2" color="text.secondary">
          Le nouvel utilisateur reçoit par e-mail un lien, valable une heure, pour choisir son mot de passe.
        </Typography>
      )}
    </Stack>
  );
}
