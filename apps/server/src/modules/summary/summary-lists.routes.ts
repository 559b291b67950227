import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZCustomerSummaryQuery,
  ZCustomerSummaryResponse,
  ZDevelopementResponse,
  ZElevationSurveyBody,
  ZElevationSurveyCommentBody,
  ZElevationSurveyCommentResponse,
  ZElevationSurveyDeleteResponse,
  ZElevationSurveyListResponse,
  ZElevationSurveyParams,
  ZElevationSurveyResponse,
  ZNewCustomerResponse,
  ZSummaryMonthlyResponse,
  ZSummaryPageQuery,
  ZToggleReadBody,
  ZToggleReadResponse,
} from '@batir/shared/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { addComment, createSurvey, deleteSurvey, getSurvey, openSurveys } from './elevation-surveys.service';
import { customerSummary, developement, monthly, newCustomers, toggleRead } from './summary-lists.service';

const tags = ['Récapitulatif'];
/** Staff only: customers and craftsmen get 403. Within staff, admins see all, others their projects. */
const staff = { access: STAFF_ROLES };

/**
 * The lists of the summary (spec 2 §3.1 Lists and customerSummary, §7.3), the monthly chart, the read flag
 * of customer messages (§7.2 Customer: toggleRead) and the elevation surveys (§7.2 Elevation survey).
 */
export const summaryListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/summary/newCustomer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nouveaux clients (signés depuis moins de 30 jours)',
        querystring: ZSummaryPageQuery,
        response: { 200: ZNewCustomerResponse },
      },
    },
    async (request) => newCustomers({ db, caller: principalOf(request), ...request.query }),
  );

  app.get(
    '/summary/customer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Relation commerciale : messages reçus non lus, envoyés, suivis',
        querystring: ZCustomerSummaryQuery,
        response: { 200: ZCustomerSummaryResponse },
      },
    },
    async (request) => customerSummary({ db, caller: principalOf(request), query: request.query }),
  );

  app.put(
    '/customer/toggleRead',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Marque un message client lu (ou de nouveau non lu)',
        body: ZToggleReadBody,
        response: { 200: ZToggleReadResponse },
      },
    },
    async (request) =>
      toggleRead({
        db,
        caller: principalOf(request),
        id: request.body.id,
        context: requestContext(request),
      }),
  );

  app.get(
    '/summary/developement',
    {
      config: staff,
      schema: {
        tags,
        summary: "Projets au bureau d'étude (demandés ou en cours)",
        querystring: ZSummaryPageQuery,
        response: { 200: ZDevelopementResponse },
      },
    },
    async (request) => developement({ db, caller: principalOf(request), ...request.query }),
  );

  app.get(
    '/summary/monthly',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Prospects créés et clients signés par mois sur 12 mois',
        response: { 200: ZSummaryMonthlyResponse },
      },
    },
    async (request) => monthly({ db, caller: principalOf(request) }),
  );

  app.get(
    '/summary/elevationSurvey',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Relevés topographiques en cours',
        querystring: ZSummaryPageQuery,
        response: { 200: ZElevationSurveyListResponse },
      },
    },
    async (request) => openSurveys({ db, caller: principalOf(request), ...request.query }),
  );

  app.post(
    '/elevationSurvey/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Commande un relevé topographique pour le projet `{id}` (identifiant du projet)',
        params: ZElevationSurveyParams,
        body: ZElevationSurveyBody,
        response: { 200: ZElevationSurveyResponse },
      },
    },
    async (request) =>
      createSurvey({
        db,
        caller: principalOf(request),
        projectId: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.get(
    '/elevationSurvey/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Un relevé topographique (identifiant du relevé) et ses commentaires',
        params: ZElevationSurveyParams,
        response: { 200: ZElevationSurveyResponse },
      },
    },
    async (request) => getSurvey({ db, caller: principalOf(request), id: request.params.id }),
  );

  app.delete(
    '/elevationSurvey/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Supprime un relevé topographique (il reste dans l’historique)',
        params: ZElevationSurveyParams,
        response: { 200: ZElevationSurveyDeleteResponse },
      },
    },
    async (request) =>
      deleteSurvey({
        db,
        caller: principalOf(request),
        id: request.params.id,
        context: requestContext(request),
      }),
  );

  app.post(
    '/elevationSurvey/:id/comment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Commente un relevé topographique',
        params: ZElevationSurveyParams,
        body: ZElevationSurveyCommentBody,
        response: { 200: ZElevationSurveyCommentResponse },
      },
    },
    async (request) =>
      addComment({
        db,
        caller: principalOf(request),
        id: request.params.id,
        text: request.body.text,
        context: requestContext(request),
      }),
  );
};
