import SearchIcon from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

/**
 * The filters above a server-paged list: a search field and an "archived" switch. Each change calls its
 * handler, which also goes back to the first page.
 */
export function ListFilters(props: {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  placeholder: string;
  archived: boolean;
  onArchived: (value: boolean) => void;
  archivedLabel: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      <TextField
        label={props.searchLabel}
        placeholder={props.placeholder}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        size="small"
        sx={{ minWidth: 300 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={
          <Switch checked={props.archived} onChange={(event) => props.onArchived(event.target.checked)} />
        }
        label={props.archivedLabel}
      />
    </Stack>
  );
}
