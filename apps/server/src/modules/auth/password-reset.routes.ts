import { ZForgotPasswordBody, ZOkResponse, ZResetPasswordBody } from '@batir/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import type { AuthService } from './auth.service';
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset, resetPassword } from './password-reset.service';

const tags = ['Authentification'];

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: AuthService;
  publicUrl: string;
}> = async (app, { db, auth, publicUrl }) => {
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
    },
    async (request) => {
      await requestPasswordReset({
        db,
        email: request.body.email,
        publicUrl,
        context: requestContext(request),
      });
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
