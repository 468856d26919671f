/** Resource routes of the results stage (language-free), registered by app/routes/quote/pages.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const resultsResources: RouteConfigEntry[] = [
  route("quote/results/stream", "routes/quote/results/stream.ts"),
  route("quote/results/poll", "routes/quote/results/poll.ts"),
  route("quote/results/buy-now", "routes/quote/results/buy-now.ts"),
  route("quote/results/contact", "routes/quote/results/contact.ts"),
  route("quote/results/config", "routes/quote/results/config.ts"),
  route("quote/results/feedback", "routes/quote/results/feedback.ts"),
  route("quote/results/previous", "routes/quote/results/previous.ts"),
  route("quote/results/verify-owner", "routes/quote/results/verify-owner.ts"),
];
