/**
 * doc2 §4: the California page talks to the brand's California endpoint (`endpoints.caApi`),
 * every other page to its main endpoint (`endpoints.api`). Both are paths on the platform
 * (`/api`, `/api/ca`): a call to `/api/rating/prepareTransaction` goes to
 * `/api/ca/rating/prepareTransaction` on the California page. Calls outside the main endpoint,
 * and endpoints that are not paths, are left as they are.
 */
export type BrandEndpoints = { api: string; caApi: string };

const trimSlash = (path: string) => path.replace(/\/+$/, "");

export function endpointPath(path: string, endpoints: BrandEndpoints, california: boolean): string {
  if (!california) return path;
  const api = trimSlash(endpoints.api);
  const caApi = trimSlash(endpoints.caApi);
  if (!api.startsWith("/") || !caApi.startsWith("/") || api === caApi) return path;
  if (path !== api && !path.startsWith(`${api}/`)) return path;
  // A call already on the California endpoint stays there.
  if (path === caApi || path.startsWith(`${caApi}/`)) return path;
  return `${caApi}${path.slice(api.length)}`;
}
