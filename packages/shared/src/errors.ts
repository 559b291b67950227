import { z } from 'zod';

/** Every failed API answer: an HTTP status and this body. `error` is never 0. */
export const ZApiError = z.object({
  error: z.number().int(),
  message: z.string(),
  /** Invalid input: the fields at fault and what is wrong with each, in French. */
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
