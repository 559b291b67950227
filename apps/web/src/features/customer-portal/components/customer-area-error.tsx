import Link from '@mui/material/Link';
import { useRouteError } from 'react-router';
import { DEFAULT_ERROR_STATUS, describeRouteError, ErrorPanel } from '../../../components/error-page';

/**
 * Error page of the customer area's router (spec 1 §2.6 titles). The way home is a full page load of the
 * staff entry: it sends customers back to their area and everyone else to their own landing page.
 */
export function CustomerAreaError() {
  const { status = DEFAULT_ERROR_STATUS, message } = describeRouteError(useRouteError());
  return (
    <ErrorPanel
      status={status}
      message={message}
      home={<Link href="/v2/admin">retourner à l'accueil</Link>}
    />
  );
}
