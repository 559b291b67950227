import type { Params } from 'react-router';
import type { RouteHandle } from '../../lib/route-names';

export type GuardContext = {
  request: Request;
  params: Params;
  handle: RouteHandle;
};

/** Lets the navigation go on by returning; stops it by throwing a redirect or an error response. */
export type Guard = (context: GuardContext) => void | Promise<void>;
