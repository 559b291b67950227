import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f4e79' },
      secondary: { main: '#e0892f' },
    },
    typography: {
      fontFamily: '"Lato", "Helvetica Neue", Arial, sans-serif',
    },
  },
  frFR,
);
