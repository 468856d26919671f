/**
 * A call the site did not answer (no network, a server error, a refused `.data` request): the
 * `clientAction` or `clientLoader` of a route the page calls with a fetcher turns it into the
 * answer `{ ok: false, error: "unreachable" }`, so the component shows its own failure state
 * instead of the page's error boundary.
 *
 *   export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
 *
 * Each failure is a new object: a fetcher's answer is told from the one it held before by
 * identity (use-fetcher-answer.ts), so two failures in a row are two answers.
 */
export type Unanswered = { ok: false; error: "unreachable" };

export async function orUnanswered<T>(call: () => Promise<T>): Promise<T | Unanswered> {
  try {
    return await call();
  } catch {
    return { ok: false, error: "unreachable" };
  }
}
