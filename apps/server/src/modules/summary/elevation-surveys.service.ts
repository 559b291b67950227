import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { SUMMARY_ERRORS } from '@batir/shared/contracts/summary';
import type {
  TElevationSurvey,
  TElevationSurveyListResponse,
  TElevationSurveyResponse,
  ZElevationSurveyBody,
} from '@batir/shared/summary';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import * as repo from './elevation-surveys.repository';
import { ownerOf, pageOf, person, projectRef } from './summary-lists.service';

const NOT_YOURS = 'Ce relevé concerne un projet que vous ne suivez pas.';

function surveyOf(row: repo.SurveyRow): TElevationSurvey {
  return {
    id: row.id,
    ...projectRef(row),
    status: row.status,
    surveyor: row.surveyor,
    plannedOn: row.plannedOn,
    requestedBy: person(row.requestedById, row.requestedByName),
    createdAt: iso(row.createdAt),
    commentCount: row.commentCount,
  };
}

/** GET /api/summary/elevationSurvey. */
export async function openSurveys(options: {
  db: Database;
  caller: Principal;
  page: number;
  limit: number;
}): Promise<TElevationSurveyListResponse> {
  const { page, limit } = options;
  const rows = await repo.listOpen(options.db, ownerOf(options.caller), pageOf(page, limit));
  return { error: 0, list: rows.map(surveyOf), total: rows[0]?.total ?? 0, page, limit };
}

/** A survey the caller may see: 404 when missing or deleted, 403 when its project is someone else's. */
async function visibleSurvey(db: Database | Tx, caller: Principal, id: number) {
  const row = await repo.findSurvey(db, id);
  if (!row) throw new AppError(SUMMARY_ERRORS.ELEVATION_SURVEY_NOT_FOUND);
  const owner = ownerOf(caller);
  if (owner !== null && !owner.includes(row.salesmanId ?? 0)) throw forbidden(NOT_YOURS);
  return row;
}

/** GET /api/elevationSurvey/{id}: the survey with its comments (two queries). */
export async function getSurvey(options: {
  db: Database;
  caller: Principal;
  id: number;
}): Promise<TElevationSurveyResponse> {
  const row = await visibleSurvey(options.db, options.caller, options.id);
  const comments = await repo.listComments(options.db, row.id);
  return {
    error: 0,
    elevationSurvey: {
      ...surveyOf(row),
      commentCount: comments.length,
      comments: comments.map((comment) => ({
        id: comment.id,
        text: comment.text,
        author: person(comment.authorId, comment.authorName),
        createdAt: iso(comment.createdAt),
      })),
    },
  };
}

/**
 * POST /api/elevationSurvey/{id}: `{id}` is the project id. Orders its survey; a project has at most one
 * open survey (409 otherwise). Audited.
 */
export async function createSurvey(options: {
  db: Database;
  caller: Principal;
  projectId: number;
  body: z.output<typeof ZElevationSurveyBody>;
  context: RequestContext;
}): Promise<TElevationSurveyResponse> {
  const { db, caller, projectId, body } = options;
  const owner = ownerOf(caller);
  const id = await db.transaction(async (tx) => {
    const project = await repo.findProject(tx, projectId);
    if (!project)
      throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, { message: "Ce projet n'existe pas." });
    if (owner !== null && !owner.includes(project.salesmanId ?? 0))
      throw forbidden('Vous ne suivez pas ce projet.');
    if (await repo.hasOpenSurvey(tx, projectId)) {
      throw new AppError(SUMMARY_ERRORS.ELEVATION_SURVEY_ALREADY_OPEN);
    }
    const id = await repo.insertSurvey(tx, {
      projectId,
      status: body.status,
      surveyor: body.surveyor,
      plannedOn: body.plannedOn,
      requestedBy: caller.userId,
    });
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'elevationSurvey.create',
      entity: 'elevationSurvey',
      entityId: id,
      after: { projectId, ...body },
      ip: options.context.ip,
      requestId: options.context.requestId,
    });
    return id;
  });
  return getSurvey({ db, caller, id });
}

/** DELETE /api/elevationSurvey/{id}: soft delete (deleted_at), audited. */
export async function deleteSurvey(options: {
  db: Database;
  caller: Principal;
  id: number;
  context: RequestContext;
}) {
  const { db, caller, id } = options;
  await db.transaction(async (tx) => {
    const row = await visibleSurvey(tx, caller, id);
    await repo.softDelete(tx, id);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'elevationSurvey.delete',
      entity: 'elevationSurvey',
      entityId: id,
      before: { projectId: row.projectId, status: row.status, surveyor: row.surveyor },
      ip: options.context.ip,
      requestId: options.context.requestId,
    });
  });
  return { error: 0 as const, message: 'Relevé topographique supprimé.' };
}

/** POST /api/elevationSurvey/{id}/comment: a comments row of type `elevationSurvey`, audited. */
export async function addComment(options: {
  db: Database;
  caller: Principal;
  id: number;
  text: string;
  context: RequestContext;
}) {
  const { db, caller, id, text } = options;
  const comment = await db.transaction(async (tx) => {
    await visibleSurvey(tx, caller, id);
    const comment = await repo.insertComment(tx, { surveyId: id, text, authorId: caller.userId });
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'elevationSurvey.comment',
      entity: 'elevationSurvey',
      entityId: id,
      after: { commentId: comment.id, text },
      ip: options.context.ip,
      requestId: options.context.requestId,
    });
    return comment;
  });
  return {
    error: 0 as const,
    comment: {
      id: comment.id,
      text: comment.text,
      author: person(comment.authorId, comment.authorName),
      createdAt: iso(comment.createdAt),
    },
  };
}
