/**
 * The bar at the top of every page while an editor is in preview mode (app/.server/preview-mode.ts):
 * it says the page shows drafts and offers to leave. Leaving is a plain form post to the disable
 * route, which ends the preview cookie and sends the editor back to this page with published
 * content; it works before (or without) JavaScript. The bar is in the page flow above the header,
 * so it covers nothing. Normal visitors never get it: the root loader says preview only for a
 * valid preview cookie, and those answers never enter the page cache.
 */
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n";

/** Where the bar's form leaves preview mode (the route's path, preview-mode.ts PREVIEW_DISABLE_PATH). */
export const PREVIEW_DISABLE_ACTION = "/api/preview-mode/disable";

export function PreviewBanner() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const action = `${PREVIEW_DISABLE_ACTION}?to=${encodeURIComponent(pathname + search)}`;
  return (
    <section aria-labelledby="preview-banner-label" className="bg-ink text-white" data-preview-banner="">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2 text-sm">
        <p id="preview-banner-label" className="font-semibold">
          {t("preview.viewingDrafts")}
        </p>
        {/* A plain form: the whole document reloads without the cookie, the root's data included. */}
        <form method="post" action={action}>
          <button
            type="submit"
            className="inline-flex min-h-10 items-center rounded-lg bg-white px-4 font-semibold text-ink hover:bg-surface focus-visible:outline-white"
          >
            {t("preview.leave")}
          </button>
        </form>
      </div>
    </section>
  );
}
