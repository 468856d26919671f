/**
 * A call the site did not answer (no network, a server error, a refused `.data` request): the
 * `clientAction` or `clientLoader` of a route the page calls with a fetcher turns it into the
 * route's own failure answer, so the component shows its failure state instead of the page's
 * error boundary.
 *
 *   export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
 *     answeredOr(() => serverAction<typeof action>(), UNANSWERED);
 */
export const UNANSWERED = { ok: false, error: "unreachable" } as const;

export async function answeredOr<T, F>(call: () => Promise<T>, failure: F): Promise<T | F> {
  try {
    return await call();
  } catch {
    return failure;
  }
}
