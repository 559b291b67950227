/**
 * GET /api/user's answer, kept written out per user and role set: the hottest route, and the answer the token
 * refresh carries when the app starts (GET /api/token/refresh?include=user, modules/auth/auth.routes.ts).
 */
import { COMMON_ERRORS } from '@batir/shared/contract';
import type { Role } from '@batir/shared/roles';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createReadCache } from '../../lib/read-cache';
import { refuseDuringMaintenance } from '../../plugins/access';
import type { AuthService } from '../auth';
import type { FileService } from '../files';
import { createShellCache, getCurrentUser } from './users.service';

/**
 * Answers kept per user and role set. Besides writes, time changes them: an announcement whose start date
 * comes, the photo's viewer link (valid 5 minutes): they are read again after 10 seconds at most.
 */
const CURRENT_USER_CACHE_TTL_MS = 10_000;
const CURRENT_USER_CACHE_ENTRIES = 10_000;

export type CurrentUserReader = {
  /** The JSON text of GET /api/user for `caller` (built field by field to ZCurrentUserResponse). */
  forCaller(caller: { userId: number; roles: readonly Role[] }): Promise<string>;
  /**
   * The same for the holder of an access token just issued, or null when the holder may not work now
   * (maintenance: the app's GET /api/user then gets MAINTENANCE and shows why).
   */
  forAccessToken(accessToken: string): Promise<string | null>;
};

export function createCurrentUserReader(deps: {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  auth: Pick<AuthService, 'authenticate'>;
  maintenance: Parameters<typeof refuseDuringMaintenance>[0];
  /** Lets the answers come from memory until a write may have changed them (lib/read-cache.ts). */
  changes?: ChangeFeed | undefined;
}): CurrentUserReader {
  const { db, files, auth, maintenance, changes } = deps;
  const shellCache = createShellCache();
  const answers = createReadCache<string>(changes, {
    maxEntries: CURRENT_USER_CACHE_ENTRIES,
    ttlMs: CURRENT_USER_CACHE_TTL_MS,
  });
  const forCaller: CurrentUserReader['forCaller'] = (caller) =>
    answers.get(`${caller.userId}:${caller.roles.join(',')}`, async () => ({
      value: JSON.stringify(await getCurrentUser({ db, files, caller, cache: shellCache })),
    }));
  return {
    forCaller,
    async forAccessToken(accessToken) {
      const principal = await auth.authenticate(accessToken);
      try {
        await refuseDuringMaintenance(maintenance, principal);
      } catch (error) {
        if (error instanceof AppError && error.code === COMMON_ERRORS.MAINTENANCE.code) return null;
        throw error;
      }
      return forCaller(principal);
    },
  };
}
