import { projectStepLabel, type TProjectSearchItem } from '@batir/shared/project-list';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useProjectSearch } from '../api/search-projects';
import { useDebounced } from '../model/use-debounced';

/** "Aller au projet": quick search of customer projects by name, household or number. */
export function ProjectPicker(props: { onPick: (project: TProjectSearchItem) => void; label?: string }) {
  const { onPick, label = 'Aller au projet' } = props;
  const [input, setInput] = useState('');
  const term = useDebounced(input, 250);
  const search = useProjectSearch(term);
  return (
    <Autocomplete<TProjectSearchItem>
      size="small"
      options={term.trim() ? (search.data?.list ?? []) : []}
      filterOptions={(options) => options}
      loading={search.isFetching}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_event, value) => {
        if (value) {
          setInput('');
          onPick(value);
        }
      }}
      getOptionLabel={(option) => `${option.customerName} · ${option.name}`}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {option.customerName} · {option.name} ({projectStepLabel(option.step)}
          {option.isArchived ? ', archivé' : ''})
        </li>
      )}
      noOptionsText={term.trim() ? 'Aucun projet' : 'Nom, client ou numéro'}
      loadingText="Recherche…"
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 300 }}
    />
  );
}
