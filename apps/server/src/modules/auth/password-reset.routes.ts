import { ZForgotPasswordBody, ZOkResponse, ZResetPasswordBody } from '@batir/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import type { AuthService } from './auth.service';
import {
  FORGOT_PASSWORD_ANSWER,
  resetPassword,
  sendPasswordResetLink,
  throttlePasswordResetRequest,
} from './password-reset.service';

const tags = ['Authentification'];

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

  app.put(
    '/users/forgotPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mot de passe oublié',
        body: ZForgotPasswordBody,
        response: { 200: ZOkResponse },
      },
      // The account is looked up only once the answer has left: a known and an unknown address get the
      // same answer after the same work, so its delay cannot tell them apart.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const sending = sendPasswordResetLink({
          db,
          email: request.body.email,
          publicUrl,
          context: requestContext(request),
        })
          .catch((error: unknown) => request.log.error({ err: error }, 'lien de réinitialisation non envoyé'))
          .finally(() => linksInFlight.delete(sending));
        linksInFlight.add(sending);
      },
    },
    async (request) => {
      await throttlePasswordResetRequest({ db, email: request.body.email, context: requestContext(request) });
      return { error: 0 as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.put(
    '/users/resetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Nouveau mot de passe (lien reçu)',
        body: ZResetPasswordBody,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await resetPassword({ db, auth, ...request.body, context: requestContext(request) });
      return { error: 0 as const, message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' };
    },
  );
};
