/**
 * The modules a page's HTML makes the browser load, as the paths the HTML names them by: script
 * sources and module preloads, the paint-first loader's preloads (app/.server/paint-first.ts),
 * and what the module code it carries imports. Used by `npm run bench:js` and the reading pages'
 * JavaScript budget (tests/integration/server-http.test.ts). Scripts loaded later on demand are not named.
 */
export function pageScriptPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)) paths.add(match[1]!);
  let code = html;
  for (const match of html.matchAll(/\}\)\(("(?:[^"\\]|\\.)*"),(\[[^\]]*\]),"[^"]*"\);<\/script>/g)) {
    for (const href of JSON.parse(match[2]!) as string[]) paths.add(href);
    code += JSON.parse(match[1]!) as string;
  }
  // React Router's client entry imports its modules from an inline module script.
  for (const match of code.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) paths.add(match[1]!);
  return [...paths];
}
