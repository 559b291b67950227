import { z } from 'zod';

/** Results per group of the global search (spec 1 §2.10): enough to pick from, small enough to stay instant. */
export const SEARCH_GROUP_LIMIT = 15;

export const ZSearchParams = z.object({
  term: z
    .string()
    .trim()
    .min(1, 'Saisissez un texte à rechercher')
    .max(100, 'Recherche trop longue (100 caractères au plus)'),
});
export const ZSearchQuery = z.object({
  withArchived: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

/** Spec 1 §3 search response. Customer and prospect ids are project ids (the screens' `{id}`). */
export const ZSearchResponse = z.object({
  error: z.literal(0),
  customerList: z.array(
    z.object({
      id: z.number().int(),
      /** The customer's own id, for actions on the person (impersonation), not on the project. */
      customerId: z.number().int(),
      name: z.string(),
      projectName: z.string(),
      projectStep: z.number().int(),
      meterId: z.number().int().nullable(),
    }),
  ),
  prospectList: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.string().nullable(),
      meterId: z.number().int().nullable(),
    }),
  ),
  /** Only for admin and technical users (spec 1 §2.10, §6); empty for the others. */
  craftsmanList: z.array(z.object({ id: z.number().int(), name: z.string(), contact: z.string() })),
  /** Grouped under the family label; `price` in euros. */
  houseList: z.array(
    z.object({
      label: z.string(),
      children: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number(),
          meter: z.number().int().nullable(),
          modelId: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
