/** The results stage's settings and the idle-agent check, read once from /quote/results/config with a fetcher. */
import { useEffect, useMemo } from "react";
import { useFetcher } from "react-router";
import { defaultResultsSettings, type ResultsSettings } from "~/components/results-cards";
import { useResultsUrl } from "~/components/results-paths";
import type { clientLoader } from "./config";

export function useResultsConfig(): { settings: ResultsSettings; chatAvailable: boolean; chatUrl: string } {
  const fetcher = useFetcher<typeof clientLoader>();
  const load = fetcher.load;
  const endpoint = useResultsUrl()("config");
  useEffect(() => {
    void load(endpoint);
  }, [endpoint, load]);
  const answer = fetcher.data;
  // Until the settings arrive, and when the site did not give them, the defaults apply and no chat is offered.
  return useMemo(
    () =>
      answer && "settings" in answer
        ? { settings: { ...defaultResultsSettings, ...answer.settings }, chatAvailable: answer.chatAvailable, chatUrl: answer.chatUrl }
        : { settings: defaultResultsSettings, chatAvailable: false, chatUrl: "" },
    [answer],
  );
}
