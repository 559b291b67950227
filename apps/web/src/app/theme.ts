import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f4e79' },
      // dark is the hover of a contained button: MUI's (#9c5f20) leaves its black text at 3.8:1 (axe
      // color-contrast on « Continuer en mode portrait » under the mouse); this one keeps 5.1:1.
      secondary: { main: '#e0892f', dark: '#be7427' },
      // Darker than MUI's defaults (#ed6c02: 3.1, #0288d1: 3.9): text in these colours on white reaches the
      // 4.5:1 contrast of WCAG AA (axe color-contrast), e.g. outlined chips.
      warning: { main: '#a84f00' },
      info: { main: '#01579b' },
      // Same for a selected toggle button under the mouse: text in the colour on 12% of it (MUI's
      // selectedOpacity + hoverOpacity). MUI's #2e7d32 and #d32f2f fall to 4.4 and 4.2 there.
      success: { main: '#1b5e20' },
      error: { main: '#c62828' },
    },
    typography: {
      fontFamily: '"Lato", "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // A progress bar or spinner always has a name, also those drawn by libraries (the Data Grid's loading
      // bar): axe aria-progressbar-name. A page may give a more precise one.
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Chargement' } },
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement' } },
      // Initials in white on MUI's light grey (#bdbdbd) have a 1.9:1 contrast; this grey gives 6.2:1.
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161' } } },
      // The help under a disabled field stays readable (MUI's disabled grey #9e9e9e: 2.7:1).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    },
  },
  frFR,
);
