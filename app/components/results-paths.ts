/**
 * Where the results stage's resource routes answer: under the quote page they serve, in the page's
 * language (`/es` prefix for Spanish). `/get-a-quote-ca/results/poll` tells the server the visitor
 * is on the California page, whose calls go to the brand's California endpoint (doc2 §4).
 */
import { useLocation } from "react-router";
import { stripLanguagePrefix, type Language } from "~/domain/site";
import { useShellData } from "./root-data";

export type ResultsResource = "stream" | "poll" | "buy-now" | "contact" | "config" | "feedback" | "previous" | "verify-owner" | "requote" | "estimate";

/** The quote page a path shows, without its language prefix: `/get-a-quote-ca`, `/quote/az` or `/quote` (the default). */
export function quotePagePath(pathname: string): string {
  const path = stripLanguagePrefix(pathname).replace(/\/+$/, "");
  return /^\/(get-a-quote-ca|quote\/[a-z]{2})$/i.test(path) ? path : "/quote";
}

export function resultsUrl(lang: Language, name: ResultsResource, page = "/quote"): string {
  return `${lang === "es" ? "/es" : ""}${page}/results/${name}`;
}

/** The resource paths of the page the visitor is on, in its language. */
export function useResultsUrl(): (name: ResultsResource) => string {
  const lang = useShellData()?.lang ?? "en";
  const page = quotePagePath(useLocation().pathname);
  return (name) => resultsUrl(lang, name, page);
}
