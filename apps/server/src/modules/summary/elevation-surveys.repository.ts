import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { salesmanKeyIn } from '../projects';
import type { Household, Owner, Page } from './summary-lists.repository';

export type SurveyRow = Household & {
  id: number;
  projectId: number;
  customerId: number;
  projectName: string;
  salesmanId: number | null;
  status: 'requested' | 'planned' | 'received';
  surveyor: string;
  plannedOn: string | null;
  requestedById: number | null;
  requestedByName: string | null;
  createdAt: Date | string;
  commentCount: number;
  total: number;
};

const SURVEY_SELECT = sql`select e.id, p.id as "projectId", c.id as "customerId", p.name as "projectName",
    c.name1, c.surname1, c.name2, c.surname2, p.salesman_id as "salesmanId", e.status, e.surveyor,
    e.planned_on as "plannedOn", u.id as "requestedById",
    case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "requestedByName",
    e.created_at as "createdAt",
    (select count(*) from comments k where k.type = 'elevationSurvey' and k.linked_id = e.id)::int as "commentCount"`;
const SURVEY_FROM = sql`from elevation_surveys e join projects p on p.id = e.project_id
    join customers c on c.id = p.customer_id left join users u on u.id = e.requested_by`;

const ownedBy = (owner: Owner): SQL => salesmanKeyIn(sql`p.salesman_id`, owner);

/** Open surveys (not deleted, not received), oldest first; `total` by a window count. */
export async function listOpen(db: Db, owner: Owner, page: Page) {
  return queryRows<SurveyRow>(
    db,
    sql`${SURVEY_SELECT}, count(*) over ()::int as total ${SURVEY_FROM}
      where e.deleted_at is null and e.status <> 'received' and not p.is_archived and ${ownedBy(owner)}
      order by e.created_at, e.id
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** One survey that is not deleted, whoever follows its project (the service checks ownership). */
export async function findSurvey(db: Db, id: number) {
  const [row] = await queryRows<SurveyRow>(
    db,
    sql`${SURVEY_SELECT}, 1 as total ${SURVEY_FROM} where e.id = ${id} and e.deleted_at is null`,
  );
  return row;
}

export async function findProject(db: Db, projectId: number) {
  const [row] = await queryRows<{ id: number; salesmanId: number | null }>(
    db,
    sql`select id, salesman_id as "salesmanId" from projects where id = ${projectId} for update`,
  );
  return row;
}

export async function hasOpenSurvey(db: Db, projectId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from elevation_surveys where project_id = ${projectId} and deleted_at is null
      and status <> 'received' limit 1`,
  );
  return rows.length > 0;
}

export async function insertSurvey(
  db: Db,
  values: {
    projectId: number;
    status: string;
    surveyor: string;
    plannedOn: string | null;
    requestedBy: number;
  },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into elevation_surveys (project_id, status, surveyor, planned_on, requested_by)
      values (${values.projectId}, ${values.status}, ${values.surveyor}, ${values.plannedOn}, ${values.requestedBy})
      returning id`,
  );
  if (!row) throw new Error('elevation survey not created');
  return row.id;
}

export async function softDelete(db: Db, id: number) {
  await db.execute(sql`update elevation_surveys set deleted_at = now(), updated_at = now() where id = ${id}`);
}

export type CommentRow = {
  id: number;
  text: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date | string;
};

const COMMENT_SELECT = sql`select k.id, k.text, u.id as "authorId",
    case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "authorName",
    k.created_at as "createdAt"
  from comments k left join users u on u.id = k.author_id`;

export async function listComments(db: Db, surveyId: number) {
  return queryRows<CommentRow>(
    db,
    sql`${COMMENT_SELECT} where k.type = 'elevationSurvey' and k.linked_id = ${surveyId}
      order by k.created_at, k.id`,
  );
}

export async function insertComment(db: Db, values: { surveyId: number; text: string; authorId: number }) {
  const [row] = await queryRows<CommentRow>(
    db,
    sql`with k as (
        insert into comments (type, linked_id, text, author_id)
        values ('elevationSurvey', ${values.surveyId}, ${values.text}, ${values.authorId})
        returning *
      )
      select k.id, k.text, u.id as "authorId",
        case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "authorName",
        k.created_at as "createdAt"
      from k left join users u on u.id = k.author_id`,
  );
  if (!row) throw new Error('comment not created');
  return row;
}
