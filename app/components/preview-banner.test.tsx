/**
 * The preview bar: its words in each language, and a leave button that is a real form post to the
 * disable route, back to the page the editor is on.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { resourcesFor } from "~/.server/translations";
import type { Language } from "~/domain/site";
import { createI18n, I18nProvider } from "~/i18n";
import { PreviewBanner } from "./preview-banner";

function banner(lang: Language, path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider i18n={createI18n(lang, resourcesFor(lang, []))}>
        <PreviewBanner />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("the preview bar", () => {
  it("says the page shows drafts, in a labelled region, with a button that posts to the disable route with this page", () => {
    const html = banner("en", "/offices/abilene?view=map");
    expect(html).toMatch(/<section aria-labelledby="preview-banner-label"[^>]*><div[^>]*><p id="preview-banner-label"[^>]*>You&#x27;re viewing drafts<\/p>/);
    expect(html).toContain('<form action="/api/preview-mode/disable?to=%2Foffices%2Fabilene%3Fview%3Dmap" method="post">');
    expect(html).toMatch(/<button type="submit"[^>]*>Leave preview<\/button><\/form>/);
  });

  it("speaks Spanish on a Spanish page, and comes back to it", () => {
    const html = banner("es", "/es/offices");
    expect(html).toContain("Estás viendo borradores");
    expect(html).toContain(">Salir de la vista previa</button>");
    expect(html).toContain('action="/api/preview-mode/disable?to=%2Fes%2Foffices"');
  });
});
