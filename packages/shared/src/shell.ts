import { z } from 'zod';

/** Spec 2 §3.2 and §7.3: the menu type drives the side menu; default `admin`. */
export const MENU_TYPES = ['admin', 'salesman'] as const;
export const ZMenuType = z.enum(MENU_TYPES);
export type TMenuType = z.infer<typeof ZMenuType>;

/** Spec 1 §3 menu entry: id, name, icon, url or route, new flag, nested items. */
export type TMenuItem = {
  id: number;
  name: string;
  /** Material icon name (e.g. `People`). */
  icon: string | null;
  /** Route name of the web app (`admin-prospects`) or, for older pages, a plain url. */
  route: string | null;
  url: string | null;
  isNew: boolean;
  items: TMenuItem[];
};
export const ZMenuItem: z.ZodType<TMenuItem> = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  route: z.string().nullable(),
  url: z.string().nullable(),
  isNew: z.boolean(),
  get items() {
    return z.array(ZMenuItem);
  },
});

/** Spec 1 §3 menu favourite: id, menuId, name, url. */
export const ZMenuFavorite = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  name: z.string(),
  url: z.string(),
});
export type TMenuFavorite = z.infer<typeof ZMenuFavorite>;

export const ZMenuFavoriteParams = z.object({ menuId: z.coerce.number().int().positive() });
export const ZMenuFavoritesResponse = z.object({
  error: z.literal(0),
  menuFavorites: z.array(ZMenuFavorite),
});

/** Spec 1 §3 quick-access favourite. type 0: plain link (path), 1: application route (name + params). */
export const FAVORITE_TITLE_MAX = 20;
export const ZUserFavorite = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  params: z.record(z.string(), z.unknown()),
  type: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  position: z.number().int(),
});
export type TUserFavorite = z.infer<typeof ZUserFavorite>;

const ZParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
/**
 * The spec names the route parameters `params`, `parameter` and `parameters` in different places: all
 * three are accepted, `params` is stored and answered.
 */
export const ZUserFavoriteBody = z
  .object({
    name: z.string().trim().max(200).default(''),
    path: z.string().trim().min(1, 'Indiquez le chemin de la page').max(500),
    params: ZParams.optional(),
    parameter: ZParams.optional(),
    parameters: ZParams.optional(),
    type: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(1),
    title: z.string().trim().min(1, 'Indiquez un titre').max(200),
  })
  .transform(({ parameter, parameters, params, ...rest }) => ({
    ...rest,
    params: params ?? parameters ?? parameter ?? {},
  }));
export type TUserFavoriteBody = z.input<typeof ZUserFavoriteBody>;

export const ZUserFavoriteDelete = z.object({ id: z.coerce.number().int().positive() });
export const ZUserFavoriteOrder = z.object({
  ids: z.array(z.number().int().positive()).max(500),
});
export const ZUserFavoritesResponse = z.object({ error: z.literal(0), userFavorite: z.array(ZUserFavorite) });

/** Titles are shown truncated to 20 characters then an ellipsis (spec 1 §3, §9). */
export function truncateFavoriteTitle(title: string): string {
  return title.length > FAVORITE_TITLE_MAX ? `${title.slice(0, FAVORITE_TITLE_MAX)}…` : title;
}

/** Maintenance mode: while on, only admins work (under a banner); others see the maintenance page. */
export const ZMaintenance = z.object({
  enabled: z.boolean(),
  message: z.string().max(2000),
});
export const ZMaintenanceResponse = z.object({ error: z.literal(0), maintenance: ZMaintenance });
export const ZMaintenanceBody = z.object({
  enabled: z.boolean(),
  message: z.string().trim().max(2000).default(''),
});
