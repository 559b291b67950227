import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { describeRouteError, errorTitle } from '../../../components/error-page';

/**
 * Error page of the customer area's router (spec 1 §2.6 titles). The way home is a full page load of the
 * staff entry: it sends customers back to their area and everyone else to their own landing page.
 */
export function CustomerAreaError() {
  const { status = 500, message } = describeRouteError(useRouteError());
  return (
    <Box component="section" sx={{ py: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" sx={{ fontWeight: 900 }}>
        {status}
      </Typography>
      <Typography component="h1" variant="h4" gutterBottom>
        {errorTitle(status)}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
      )}
      <Link href="/v2/admin">retourner à l'accueil</Link>
    </Box>
  );
}
