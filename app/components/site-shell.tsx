/**
 * The page shell around every page: skip link, the preview bar of an editor in preview mode, header, main content, footer, back-to-top.
 * Without the root loader's data (the root loader itself failed) it shows the content alone.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import type { ShellData } from "./root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SitePopups } from "./popup-site";
import { PreviewBanner } from "./preview-banner";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      id="top"
      href="#main"
      className="sr-only z-50 rounded-lg bg-primary-dark px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

export function SiteShell({ data, children }: { data: ShellData | undefined; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {data?.preview ? <PreviewBanner /> : null}
      {data ? <SiteHeader data={data} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {data ? <SiteFooter data={data} /> : null}
      {data ? <ShellPopups data={data} /> : null}
    </div>
  );
}

/** doc1 §2 language and idle popups, from the settings the root loader hands the shell. */
function ShellPopups({ data }: { data: ShellData }) {
  const { settings } = data;
  return (
    <SitePopups
      lang={data.lang}
      phone={data.brand.phones.sales}
      languageAction={data.languageSwitch.action}
      path={data.languageSwitch.path}
      popups={settings.popups}
      languageWaitMs={settings.limits.languagePopupWaitMs}
      idleWaitMs={settings.limits.idlePopupWaitMs}
    />
  );
}
