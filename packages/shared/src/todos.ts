import { z } from 'zod';
import { zDay } from './dates';

/** Spec 2 §3.1, §9: a to-do is an alert when `isAlert` equals 1. */
export const TODO_ALERT = 1;

// Where the to-dos' « today » comes from; kept here for the screens and services that import it with the to-dos.
export { parisDay } from './format';

/** `isAlert` is 0 or 1 (spec); `true`/`false` are accepted too and answered as 1/0. */
const ZAlertFlag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { message: 'isAlert vaut 0 ou 1' })
  .transform((value) => (value === true || value === 1 ? 1 : 0) as 0 | 1);

/**
 * POST /api/toDo: without `id` a new to-do of the caller; with `id` the caller's to-do is replaced (ticking
 * it done goes through here, the spec naming only GET, POST and DELETE).
 */
export const ZToDoBody = z.object({
  id: z.number().int().positive().optional(),
  text: z.string().trim().min(1, 'Saisissez le texte de la tâche').max(500, '500 caractères au plus'),
  dueDate: zDay,
  isAlert: ZAlertFlag.default(0),
  done: z.boolean().default(false),
  projectId: z.number().int().positive().nullable().default(null),
});
export type TToDoBody = z.input<typeof ZToDoBody>;
export type TToDoValues = z.output<typeof ZToDoBody>;

export const ZToDo = z.object({
  id: z.number().int(),
  text: z.string(),
  dueDate: z.string(),
  isAlert: z.union([z.literal(0), z.literal(1)]),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TToDo = z.infer<typeof ZToDo>;

/**
 * GET /api/toDo: the caller's to-dos, one page. `day` gives that day's plan: what is due that day (done or
 * not) and what is overdue and still open. `projectId` keeps one project's; `done` filters on the state.
 */
export const ZToDoListQuery = z.object({
  day: zDay.optional(),
  projectId: z.coerce.number().int().positive().optional(),
  done: z.enum(['0', '1']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TToDoListQuery = z.input<typeof ZToDoListQuery>;

export const ZToDoListResponse = z.object({
  error: z.literal(0),
  list: z.array(ZToDo),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Open alerts due today or before: the top menu's `Alertes` count. */
  alertCount: z.number().int(),
});
export type TToDoListResponse = z.infer<typeof ZToDoListResponse>;

export const ZToDoAlertCountResponse = z.object({ error: z.literal(0), alertCount: z.number().int() });
export type TToDoAlertCountResponse = z.infer<typeof ZToDoAlertCountResponse>;

export const ZToDoResponse = z.object({ error: z.literal(0), toDo: ZToDo, alertCount: z.number().int() });
export type TToDoResponse = z.infer<typeof ZToDoResponse>;

export const ZToDoParams = z.object({ id: z.coerce.number().int().positive() });
export const ZToDoDeleteResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  alertCount: z.number().int(),
});
export type TToDoDeleteResponse = z.infer<typeof ZToDoDeleteResponse>;
