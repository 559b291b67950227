/**
 * The address of an endpoint call, from its contract's path and the call's params and query. Apart from
 * contract.ts (which re-exports it) so that the web's first screen gets it without the contracts.
 */
/**
 * The path of a call: each `:name` replaced by its encoded value. A missing parameter is a programming
 * error, caught here rather than sent as `/api/project/undefined`.
 */
export function pathOf(endpoint: { path: string }, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Paramètre « ${name} » manquant pour ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The query string of a call (with its `?`, or empty): arrays repeat their key, `undefined` and `null`
 * are left out, dates are sent as ISO strings.
 */
export function queryStringOf(query?: Record<string, unknown>): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = item instanceof Date ? item.toISOString() : String(item);
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The full address of a call: path and query string. */
export function urlOf(endpoint: { path: string }, input?: { params?: unknown; query?: unknown }): string {
  return (
    pathOf(endpoint, input?.params as Record<string, unknown> | undefined) +
    queryStringOf(input?.query as Record<string, unknown> | undefined)
  );
}
