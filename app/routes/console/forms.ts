/**
 * The agent console's forms: one zod schema per form, the same in the browser (conform)
 * and in the action. Messages are keys of the console's catalogue (`agentConsole.errors.*`).
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "~/domain/public/email";

const E = { required: "agentConsole.errors.required", email: "agentConsole.errors.email" } as const;

export function staffSignInSchema() {
  return z.object({
    email: z
      .string({ error: E.required })
      .trim()
      .min(1, { error: E.required, abort: true })
      .max(254, { error: E.email, abort: true })
      .regex(EMAIL_PATTERN, { error: E.email }),
    password: z.string({ error: E.required }).min(1, { error: E.required }).max(128, { error: E.required }),
  });
}

const id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The console's actions on a record: a decision on a code, or closing a call back or a notification. */
export const consoleActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("decide"), transactionId: id, channel: z.enum(["email", "sms"]), decision: z.enum(["yes", "no"]) }),
  z.object({ intent: z.literal("handled"), transactionId: id, what: z.enum(["call-back", "notification"]) }),
]);

/** The leads search (a GET form: the address holds the search). */
export const leadSearchSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(["Lead", "Quoted"]).optional().catch(undefined),
  brand: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100).catch(1),
});
export type LeadSearch = z.infer<typeof leadSearchSchema>;

export function readLeadSearch(url: URL): LeadSearch {
  return leadSearchSchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") || undefined,
    brand: url.searchParams.get("brand") || undefined,
    page: url.searchParams.get("page") ?? 1,
  });
}
