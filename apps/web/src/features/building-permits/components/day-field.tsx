import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from '../../../lib/dayjs';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** A French date picker (DD/MM/YYYY) holding a calendar day as YYYY-MM-DD, or null. */
export function DayField(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disableFuture?: boolean;
  disablePast?: boolean;
  required?: boolean;
  name?: string;
}) {
  const value = props.value ? dayjs(props.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
      <DatePicker
        label={props.label}
        value={value}
        onChange={(next) => props.onChange(next?.isValid() ? next.format('YYYY-MM-DD') : null)}
        format="DD/MM/YYYY"
        disableFuture={props.disableFuture ?? false}
        disablePast={props.disablePast ?? false}
        slotProps={{
          textField: {
            fullWidth: true,
            required: props.required ?? false,
            error: !!props.error,
            helperText: props.error,
            name: props.name,
          },
        }}
      />
    </LocalizationProvider>
  );
}
