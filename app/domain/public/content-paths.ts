/**
 * Paths authored in the CMS in the content repository's form, turned into site paths
 * (doc1 §5 newsletter form action, doc1 §7 out-of-state `:redirect`).
 *
 * Content roots are configuration: one per brand site, `/content/{brand code}` by default
 * (`contentRootsFor`), three brands today. Below a root, the first segment may name the
 * language: `en` is dropped and `es` becomes the site's `/es` prefix. Examples with the root
 * `/content/lonestar`:
 *   /content/lonestar/en/auto-insurance.html → /auto-insurance
 *   /content/lonestar/es/auto-insurance.html → /es/auto-insurance
 *   /content/lonestar/newsletter             → /newsletter
 */

/** The default content roots of the given brands. */
export function contentRootsFor(brandCodes: readonly string[]): string[] {
  return brandCodes.map((code) => `/content/${code}`);
}

/** The root a path starts with (a whole segment match), if any. */
function matchingRoot(pathname: string, roots: readonly string[]): string | null {
  for (const raw of roots) {
    const root = raw.replace(/\/+$/, "");
    if (root && (pathname === root || pathname.startsWith(`${root}/`))) return root;
  }
  return null;
}

function splitPath(target: string): { path: string; rest: string } {
  const cut = target.search(/[?#]/);
  return cut < 0 ? { path: target, rest: "" } : { path: target.slice(0, cut), rest: target.slice(cut) };
}

/**
 * doc1 §5 newsletter: the form action's path prefix for one of the brand site roots is
 * rewritten to '/'. Other actions (and absolute URLs) are returned unchanged.
 */
export function rewriteFormAction(action: string, roots: readonly string[]): string {
  const { path, rest } = splitPath(action);
  const root = matchingRoot(path, roots);
  if (!root) return action;
  return `/${path.slice(root.length).replace(/^\/+/, "")}${rest}`;
}

/**
 * doc1 §7 out-of-state `:redirect`: the content root and `.html` removed, the Spanish segment
 * mapped to `/es`. The result is always a path on this site: anything that is not a plain
 * absolute path (another origin, `//host`, `javascript:`) becomes `/`.
 */
export function redirectPath(target: string, roots: readonly string[]): string {
  const { path: raw, rest } = splitPath(target.trim());
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return "/";
  let path = raw.replace(/\.html$/, "");
  const root = matchingRoot(path, roots);
  if (root) {
    path = path.slice(root.length) || "/";
    if (path === "/en" || path.startsWith("/en/")) path = path.slice(3) || "/";
  }
  if (path === "/index") path = "/";
  else if (path.endsWith("/index")) path = path.slice(0, -"/index".length);
  if (path.startsWith("//")) return "/";
  return `${path}${rest}`;
}
