import type { TCommune } from '@batir/shared/prospects';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCommunes } from '../api/communes';
import { useDebounced } from '../model/use-debounced';

/**
 * The town of an address: typed freely, with the communes shipped with Bâtir proposed by name or by the
 * postal code already typed; picking one fills the postal code too.
 */
export function CommuneField(props: {
  label: string;
  city: string;
  postalCode: string;
  error?: string | undefined;
  onChange: (value: { city: string; postalCode?: string }) => void;
}) {
  const { label, city, postalCode, error, onChange } = props;
  const [input, setInput] = useState(city);
  const text = useDebounced(input.trim() || postalCode.trim());
  const communes = useCommunes(text);
  return (
    <Autocomplete<TCommune | string, false, false, true>
      freeSolo
      options={communes.data?.list ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : `${option.name} (${option.postalCode})`
      }
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // Picking an option shows "Name (code)": keep the name only.
        if (reason === 'reset') return;
        setInput(value);
        onChange({ city: value });
      }}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') {
          setInput(value.name);
          onChange({ city: value.name, postalCode: value.postalCode });
        }
      }}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
      sx={{ flex: 1 }}
    />
  );
}
