import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client';
import { routeHref } from '../lib/route-names';

/** Spec 1 §2.6: errors without a status are 500. */
export const DEFAULT_ERROR_STATUS = 500;

/** Spec 1 §2.6 titles. */
export function errorTitle(status: number): string {
  switch (status) {
    case 403:
      return 'Accès refusé';
    case 404:
      return 'Page non trouvé';
    case 500:
      return 'Erreur serveur';
    default:
      return 'An error occurred';
  }
}

function defaultText(status: number): string {
  switch (status) {
    case 403:
      return "Vous n'avez pas les droits nécessaires pour voir cette page.";
    case 404:
      return 'This page could not be found';
    default:
      return 'Cette demande ne peut pas aboutir';
  }
}

type ErrorPageProps = { status?: number; message?: string | undefined };

/**
 * The page's body: status, French title, the text when there is one, and the way home (which router, if any,
 * takes it is the caller's choice).
 */
export function ErrorPanel(props: { status: number; message?: string | undefined; home: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" sx={{ fontWeight: 900 }}>
        {props.status}
      </Typography>
      <Typography component="h1" variant="h4" gutterBottom>
        {errorTitle(props.status)}
      </Typography>
      {props.message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.message}
        </Typography>
      )}
      {props.home}
    </Box>
  );
}

/** Status, French title and text, and the way home; the surrounding layout is the caller's. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message }: ErrorPageProps) {
  return (
    <ErrorPanel
      status={status}
      message={message || defaultText(status)}
      home={
        <Link component={RouterLink} to={routeHref('admin-summary')}>
          retourner à l'accueil
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** The status and message of whatever a route threw: an error response, an API error, or a crash. */
export function describeRouteError(error: unknown): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : undefined };
  }
  if (error instanceof ApiError && error.status > 0) return { status: error.status, message: error.message };
  return { status: DEFAULT_ERROR_STATUS };
}

/** `errorElement` of the router. */
export function RouteErrorPage() {
  return <ErrorPage {...describeRouteError(useRouteError())} />;
}
