import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * Customer projects by their `projects.step` (ARCHITECTURE.md, spec 1 §2.10): step 1 is pre-construction,
 * steps 2 and 3 construction. "New" customers are those whose project was created (signed) within the last
 * NEW_CUSTOMER_DAYS days, whatever their step: the spec names the counter without defining it.
 */
export const CUSTOMER_STEP = { preConstruction: 1, construction: 2 } as const;
export const NEW_CUSTOMER_DAYS = 30;

/** GET /api/user/summary: the counters of spec 2 §3.1, within the caller's scope. */
export const ZUserSummaryResponse = z.object({
  error: z.literal(0),
  summary: z.object({
    prospect: z.object({ toContact: count, inContact: count, meet: count, total: count }),
    quotation: z.object({ total: count, submittedDo: count, returnDo: count, submittedAcceptance: count }),
    customer: z.object({ new: count, preConstruction: count, construction: count, total: count }),
    appointment: z.object({
      toSchedule: count,
      scheduled: count,
      request: z.array(z.object({ id: z.number().int(), projectId: z.number().int().nullable() })),
    }),
    financing: z.object({ total: count, done: count, asked: count, waiting: count }),
    buildingPermit: z.object({ total: count, done: count, constitution: count, waiting: count }),
    addendum: z.object({ waitingAcceptation: count, submittedDo: count, returnDo: count }),
    logisbox: z.object({ total: count, constitution: count, toComplete: count, programmed: count }),
  }),
});
export type TUserSummaryResponse = z.infer<typeof ZUserSummaryResponse>;
export type TUserSummary = TUserSummaryResponse['summary'];
