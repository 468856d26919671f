/** A click on the progress bar (doc2 §2): a stage already reached. */
import { z } from "zod";
import { progressOf, withProgress } from "~/domain/quote/draft";
import { clickStage, STAGES, type Stage } from "~/domain/quote/progress";
import { defineIntent, fail, saveAndAnswer } from "./shared.server";

const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

export const stage = defineIntent({
  schema: () => z.object({ stage: z.string().default("") }),
  handle: async ({ ctx, intent, draft, value }) => {
    if (!isStage(value.stage)) return fail(intent, {});
    const click = clickStage(progressOf(draft), value.stage);
    if (!click.ok) return fail(intent, {}, `quote.progress.${click.reason}`);
    return saveAndAnswer(ctx, intent, withProgress(draft, click.state));
  },
});
