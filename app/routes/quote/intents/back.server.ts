/** Back, on every step (doc2 §2): the previous stage. */
import { z } from "zod";
import { progressOf, withProgress } from "~/domain/quote/draft";
import { back as previous } from "~/domain/quote/progress";
import { defineIntent, saveAndAnswer } from "./shared.server";

export const back = defineIntent({
  schema: () => z.object({}),
  handle: async ({ ctx, intent, draft }) => saveAndAnswer(ctx, intent, withProgress(draft, previous(progressOf(draft)))),
});
