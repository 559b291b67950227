import { authEndpoints as api } from '@batir/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { route } from '../../plugins/contracts';
import type { AuthService } from './auth.service';
import {
  FORGOT_PASSWORD_ANSWER,
  resetPassword,
  sendPasswordResetLink,
  throttlePasswordResetRequest,
} from './password-reset.service';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: AuthService;
  publicUrl: string;
}> = async (app, { db, auth, publicUrl }) => {
  // Links still being sent after their answer: closing the server waits for them.
  const linksInFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(linksInFlight);
  });

  // Staff and customers each have their form (spec 2 §7.2: PUT users/forgotPassword, POST
  // customerForgotPassword); both share the limits, the answer and the mail, whose link opens the page of
  // the account's own space.
  for (const endpoint of [api.forgotPassword, api.customerForgotPassword]) {
    route(
      app,
      endpoint,
      async (request) => {
        await throttlePasswordResetRequest({
          db,
          email: request.body.email,
          context: requestContext(request),
        });
        return { error: 0 as const, message: FORGOT_PASSWORD_ANSWER };
      },
      {
        // The account is looked up only once the answer has left: a known and an unknown address get the
        // same answer after the same work, so its delay cannot tell them apart.
        onResponse: async (request, reply) => {
          if (reply.statusCode !== 200) return;
          const sending = sendPasswordResetLink({
            db,
            email: (request.body as { email: string }).email,
            publicUrl,
            context: requestContext(request),
          })
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'lien de réinitialisation non envoyé'),
            )
            .finally(() => linksInFlight.delete(sending));
          linksInFlight.add(sending);
        },
      },
    );
  }

  route(app, api.resetPassword, async (request) => {
    await resetPassword({ db, auth, ...request.body, context: requestContext(request) });
    return { error: 0 as const, message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' };
  });
};
