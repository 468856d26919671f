import { useEffect, useMemo } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { toPublicBrand, type SiteSettings } from "~/.server/content";
import { unpackRoot, type ShellData } from "~/components/root-data";
import { pack, type Packed } from "~/components/packed";
import { i18nextMiddleware } from "~/.server/i18n";
import { siteContext, siteMiddleware } from "~/.server/site-context";
import { publicAddress } from "~/.server/seo";
import { isListedPage, pageAddresses } from "~/domain/public/seo";
import { shellCustomer } from "~/routes/account/session.server";
import { stripLanguagePrefix } from "~/domain/site";
import { I18nProvider, createI18n, fallbackTranslations } from "~/i18n";
import { translationsFor } from "~/.server/translations";
import type { LabelOverride } from "~/.server/content/settings/labels";
import { useNonce } from "~/nonce";
import { BrandStyle } from "~/components/brand-style";
import { ErrorPanel } from "~/components/error-panel";
import { SiteShell } from "~/components/site-shell";
import { stringAreaOf } from "~/components/site-paths";
import type { Route } from "./+types/root";
// The stylesheet is small (about 9 KB compressed): inlined, it costs no render-blocking request.
import appCss from "./app.css?inline";

/**
 * The stylesheet travels once, in the server's HTML. The browser build reads it back from the page
 * (before hydration) instead of carrying a second copy in the root's script, so a client render of
 * the document keeps the same styles.
 */
const APP_CSS_ID = "app-css";
const pageCss = import.meta.env.SSR ? appCss : typeof document === "undefined" ? "" : (document.getElementById(APP_CSS_ID)?.textContent ?? "");

export const middleware: Route.MiddlewareFunction[] = [siteMiddleware, i18nextMiddleware];

/**
 * The packed shell of each brand's settings and label overrides, per language and area of UI strings (site-paths.ts). It
 * depends on nothing else, and the settings object stays the same while the content does: packed
 * once, not on every page (some 110 KB of JSON).
 */
const shellPacks = new WeakMap<SiteSettings, WeakMap<readonly LabelOverride[], Map<string, Packed<ShellPack>>>>();

function shellPackFor(settings: SiteSettings, overrides: readonly LabelOverride[], lang: "en" | "es", pathname: string): Packed<ShellPack> {
  const key = `${lang}|${stringAreaOf(pathname)}`;
  let byLabels = shellPacks.get(settings);
  if (!byLabels) shellPacks.set(settings, (byLabels = new WeakMap()));
  let packs = byLabels.get(overrides);
  if (!packs) byLabels.set(overrides, (packs = new Map()));
  let packed = packs.get(key);
  if (packed === undefined) {
    const shell: ShellPack["settings"] = {
      navigation: settings.navigation,
      signInMenu: settings.signInMenu,
      footer: settings.footer,
      popups: settings.popups,
      messages: settings.messages,
      limits: settings.limits,
    };
    packed = pack<ShellPack>({ settings: shell, translations: translationsFor(lang, pathname, overrides) });
    packs.set(key, packed);
  }
  return packed;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { brand, lang, settings } = site;
  const otherLang = lang === "en" ? "es" : "en";
  // The brand's label overrides (CMS labelSettings) over the locale files' strings.
  const { overrides } = await site.content.flowSettings("labelSettings", brand.code);
  return {
    lang,
    brand: toPublicBrand(brand),
    shell: shellPackFor(settings, overrides, lang, url.pathname),
    // doc1 §2, §6: the signed-in or signed-out sign-in menu, from the customer token the platform still accepts.
    customer: await shellCustomer(request, context),
    // Where search engines find each public page, in each language (seo.ts).
    address: publicAddress(site, request, url),
    languageSwitch: { action: "/language", otherLang, path: url.pathname + url.search },
    // An editor with a valid preview cookie reads drafts (preview-mode.ts): the shell shows the preview bar.
    preview: site.preview === true,
  } satisfies Omit<ShellData, "settings"> & Record<string, unknown>;
}

/** The brand's site settings the shell shows: header menu, account menu, footer, popups, messages and limits. */
export type ShellSettings = Pick<SiteSettings, "navigation" | "signInMenu" | "footer" | "popups" | "messages" | "limits">;

/** What the root loader packs into `shell` (root-data.ts). */
interface ShellPack {
  settings: ShellSettings;
  translations: ReturnType<typeof translationsFor>;
}

export type RootData = Omit<Awaited<ReturnType<typeof loader>>, "shell"> & ShellPack;

/** The root loader's data, unpacked, or undefined when the root loader itself failed. */
function useRootData(): RootData | undefined {
  const wire = useRouteLoaderData<typeof loader>("root");
  return wire ? unpackRoot<ShellPack, typeof wire>(wire) : undefined;
}

/** The root's data changes only with the language, on entering or leaving the quote page (its UI strings), or after a form post. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const spanish = (u: URL) => u.pathname === "/es" || u.pathname.startsWith("/es/");
  return (
    spanish(currentUrl) !== spanish(nextUrl) ||
    stringAreaOf(currentUrl.pathname) !== stringAreaOf(nextUrl.pathname) ||
    currentUrl.searchParams.get("brand") !== nextUrl.searchParams.get("brand")
  );
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: "Auto insurance" }];
  return [{ title: data.brand.name }, { name: "theme-color", content: data.brand.colors.primary }];
}

/** The canonical address and the language alternates of a public page (the sitemap's pages), from the address shown. */
function PageAddressLinks({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const path = stripLanguagePrefix(pathname);
  const editorPage = matches.some((match) => (match.handle as { listedPage?: boolean } | undefined)?.listedPage === true);
  if (!isListedPage(path) && !editorPage) return null;
  const addresses = pageAddresses(data.address.origin, path, data.lang, data.address.unprefixedDefault);
  return (
    <>
      {addresses.canonical ? <link rel="canonical" href={addresses.canonical} /> : null}
      {addresses.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const lang = data?.lang ?? "en";
  const translations = data?.translations;
  // The shell, the page and the error page all read UI strings: one provider around all three.
  const i18n = useMemo(() => createI18n(lang, translations ?? fallbackTranslations[lang]), [lang, translations]);
  // Marks the document once the page's script runs: the shell's effects run before this one, so
  // menus, fields and popups are live from here (styles and browser tests can tell).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* PNG icons: the browser decodes them directly, where an SVG icon makes the page's own
            renderer build an SVG document for it (a task of about 30 ms while the page loads). */}
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* zod probes for eval (new Function) when a module builds its first object schema, before any
            module code could configure it; the CSP forbids eval, so zod is told up front to run jitless. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }} />
        <style id={APP_CSS_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: pageCss }} />
        {data ? <BrandStyle colors={data.brand.colors} nonce={nonce} /> : null}
        <Meta />
        {data ? <PageAddressLinks data={data} /> : null}
        {/* In development React Router adds its critical stylesheet as a link with the nonce; the browser
            hides a nonce's value from the page, so the browser's render gives it an empty one. */}
        <Links nonce={import.meta.env.DEV ? (nonce ?? "") : undefined} />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <SiteShell data={data}>{children}</SiteShell>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPanel status={status} lang={data?.lang ?? "en"} />;
}
