import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useGlobalSearch } from '../../search/api/global-search';

export type ProjectOption = { id: number; label: string };

/** Picks a prospect or customer project through the global search (GET /api/search/global/{term}). */
export function ProjectPicker({
  value,
  onChange,
  error,
}: {
  value: ProjectOption | null;
  onChange: (value: ProjectOption | null) => void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState('');
  const term = useDeferredValue(input.trim());
  // Two letters at least: one letter matches half the base.
  const search = useGlobalSearch({ term: term.length >= 2 ? term : '', withArchived: false });
  const options: ProjectOption[] = [
    ...(search.data?.prospectList ?? []).map((item) => ({ id: item.id, label: `${item.name} (prospect)` })),
    ...(search.data?.customerList ?? []).map((item) => ({
      id: item.id,
      label: `${item.name} – ${item.projectName}`,
    })),
  ];
  return (
    <Autocomplete
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={search.isFetching}
      noOptionsText={term.length >= 2 ? 'Aucun projet trouvé' : 'Tapez au moins deux lettres'}
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Projet (prospect ou client)"
          error={!!error}
          helperText={error ?? 'Facultatif pour un rendez-vous interne'}
        />
      )}
    />
  );
}
