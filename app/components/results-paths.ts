/** Where the results stage's resource routes answer, in the page's language (`/es` prefix for Spanish). */
import type { Language } from "~/domain/site";
import { useShellData } from "./root-data";

export type ResultsResource = "stream" | "poll" | "buy-now" | "contact" | "config" | "feedback" | "previous" | "verify-owner" | "requote";

export function resultsUrl(lang: Language, name: ResultsResource): string {
  return `${lang === "es" ? "/es" : ""}/quote/results/${name}`;
}

/** The page language's resource paths. */
export function useResultsUrl(): (name: ResultsResource) => string {
  const lang = useShellData()?.lang ?? "en";
  return (name) => resultsUrl(lang, name);
}
