/** A link to an authored address: site paths get the page's language prefix and client routing. */
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { localizePath, type Language } from "~/domain/site";

/** `/quote#previousQuotes` → `/es/quote#previousQuotes`; other sites' addresses are left alone. */
export function localHref(href: string, lang: Language): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  return localizePath(path || "/", lang) + rest;
}

export function isSiteHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

type Props = Omit<ComponentProps<"a">, "href"> & { href: string; lang: Language };

export function SmartLink({ href, lang, children, ...props }: Props) {
  if (isSiteHref(href)) {
    return (
      <Link to={localHref(href, lang)} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener" {...props}>
      {children}
    </a>
  );
}
