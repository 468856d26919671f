/**
 * The outbox in development and tests: the e-mails and texts the platform stored, newest
 * first, so a developer can follow a password-reset link or read a receipt without a mail server.
 * It does not exist in production (404), and the platform's call behind it does not either.
 */
import { data } from "react-router";
import { env } from "~/.server/env";
import { siteContext } from "~/.server/site-context";
import { outboxMessages } from "~/.server/platform/outbox";
import type { Route } from "./+types/outbox";

export async function loader({ context, url }: Route.LoaderArgs) {
  if (env().NODE_ENV === "production") throw data(null, { status: 404 });
  const to = (url.searchParams.get("to") ?? "").trim().slice(0, 254);
  const answer = await outboxMessages(context.get(siteContext).platform(), { to: to || undefined, limit: 50 });
  return { to, messages: answer?.ok ? answer.data.messages : null };
}

export function meta() {
  return [{ title: "Outbox (development)" }, { name: "robots", content: "noindex" }];
}

/** Links in a message's text, as links (a reset link is what a developer comes here for). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <section aria-labelledby="outbox-title" className="bg-surface">
      <div className="container-page grid max-w-4xl gap-4 py-10">
        <h1 id="outbox-title" className="text-3xl font-extrabold text-ink">
          Outbox (development)
        </h1>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 font-semibold text-ink">
            Recipient (e-mail or phone)
            <input name="to" defaultValue={to} className="rounded-md border border-line px-3 py-2 font-normal" />
          </label>
          <button type="submit" className="btn btn-primary">
            Show
          </button>
        </form>
        {messages === null ? <p role="alert">The platform did not answer.</p> : null}
        {messages?.length === 0 ? <p>No messages yet.</p> : null}
        <ol className="grid gap-4">
          {messages?.map((m) => (
            <li key={m.id} className="grid gap-1 rounded-card border border-line p-4">
              <p className="text-sm text-ink-muted">
                {m.createdAt} · {m.channel} · {m.brand} · {m.lang} · {m.status}
              </p>
              <p className="font-semibold text-ink">
                To {m.recipient}: {m.subject}
              </p>
              <p className="whitespace-pre-wrap break-words text-ink">
                <Linked text={m.text} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
