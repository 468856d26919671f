/** The results stage's settings and the idle-agent check, read once from /quote/results/config. */
import { useEffect, useState } from "react";
import { defaultResultsSettings, type ResultsSettings } from "~/components/results-cards";
import { useResultsUrl } from "~/components/results-paths";

export function useResultsConfig() {
  const [config, setConfig] = useState<{ settings: ResultsSettings; chatAvailable: boolean; chatUrl: string }>({
    settings: defaultResultsSettings,
    chatAvailable: false,
    chatUrl: "",
  });
  const endpoint = useResultsUrl()("config");
  useEffect(() => {
    let active = true;
    fetch(endpoint, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ settings: ResultsSettings; chatAvailable: boolean; chatUrl?: string }>) : null))
      .then((answer) => {
        if (active && answer)
          setConfig({ settings: { ...defaultResultsSettings, ...answer.settings }, chatAvailable: answer.chatAvailable, chatUrl: answer.chatUrl ?? "" });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [endpoint]);
  return config;
}
