/**
 * GET /console/events: the agent console's live updates as server-sent events. The
 * site asks the platform for its change mark every second with the staff member's token and sends
 * `change` when it moves (a code sent, entered or decided; a call back; a notification), so the
 * console reads its queues again. `ready` opens the stream; `signed-out` ends it when the platform
 * refuses the token. Staff only: anyone else gets 403. The stream ends after 10 minutes (the
 * browser's EventSource reconnects), and when the page goes away.
 */
import type { LoaderFunctionArgs } from "react-router";
import { siteContext } from "~/.server/site-context";
import { changes } from "~/.server/platform/console";
import { staffOrForbidden } from "./session.server";

export const POLL_MS = 1000;
const STREAM_MS = 10 * 60 * 1000;
const HEARTBEAT_MS = 15_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await staffOrForbidden(request, context);
  if (staff instanceof Response) return staff;
  const platform = context.get(siteContext).platform();
  const encoder = new TextEncoder();
  const started = Date.now();

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, payload: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`));
      const wait = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          request.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
        });
      let mark: string | null = null;
      let beat = Date.now();
      send("ready", {});
      try {
        while (!request.signal.aborted && Date.now() - started < STREAM_MS) {
          const answer = await changes(platform, staff.token);
          if (request.signal.aborted) break;
          if (answer && !answer.ok && (answer.status === 401 || answer.status === 403)) {
            send("signed-out", {});
            break;
          }
          if (answer?.ok) {
            if (mark !== null && answer.data.mark !== mark) send("change", {});
            mark = answer.data.mark;
          }
          if (Date.now() - beat >= HEARTBEAT_MS) {
            controller.enqueue(encoder.encode(": keep-alive\n\n"));
            beat = Date.now();
          }
          await wait(POLL_MS);
        }
      } finally {
        try {
          controller.close();
        } catch {
          // The page already went away.
        }
      }
    },
  });

  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-store, no-transform", "X-Accel-Buffering": "no" },
  });
}
