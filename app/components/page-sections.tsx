/**
 * The sections of an editor-made page (cms-schemas/page.ts), in the page's language: hero, rich
 * text (Portable Text through @portabletext/react), cards, frequently asked questions, call to
 * action, zip entry and office finder.
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import type { PageSection } from "~/domain/public/pages";
import { pick, type Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { TextField } from "./form-field";
import { ChevronDownIcon } from "./icons";
import { SmartLink } from "./smart-link";
import { ZipEntryForm } from "./zip-entry-form";

/** What the zip entry section needs from the brand's settings. */
export interface PageZipSettings {
  label: string;
  placeholder: string;
  cta: string;
  invalidMessage: string;
  outOfServiceMessage: string;
}

const richText = (lang: Language): PortableTextComponents => ({
  block: {
    h2: ({ children }) => <h2 className="mt-4 text-2xl font-bold text-ink">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-2 text-xl font-bold text-ink">{children}</h3>,
    normal: ({ children }) => <p className="text-ink">{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="grid list-disc gap-1.5 ps-6 text-ink">{children}</ul>,
    number: ({ children }) => <ol className="grid list-decimal gap-1.5 ps-6 text-ink">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof (value as { href?: unknown } | undefined)?.href === "string" ? (value as { href: string }).href : "";
      return href ? (
        <SmartLink href={href} lang={lang} className="link">
          {children}
        </SmartLink>
      ) : (
        <>{children}</>
      );
    },
  },
});

function SectionFrame({ id, heading, children, tinted }: { id: string; heading?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section aria-labelledby={heading ? `${id}-title` : undefined} className={tinted ? "bg-surface" : undefined}>
      <div className="container-page grid max-w-3xl gap-4 py-8 md:py-12">
        {heading ? (
          <h2 id={`${id}-title`} className="text-2xl font-bold text-balance text-ink">
            {heading}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function PageSections({ sections, lang, zip }: { sections: PageSection[]; lang: Language; zip: PageZipSettings }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section, index) => {
        const id = `section-${index + 1}`;
        switch (section._type) {
          case "pageHero":
            return (
              <section key={id} aria-labelledby="page-title" className="bg-surface">
                <div className="container-page grid max-w-3xl gap-3 py-10 md:py-16">
                  <h1 id="page-title" className="text-display font-extrabold text-balance text-ink">
                    {pick(section.heading, lang)}
                  </h1>
                  {section.text ? <p className="text-lead text-ink-muted">{pick(section.text, lang)}</p> : null}
                </div>
              </section>
            );
          case "pageRichText":
            return (
              <SectionFrame key={id} id={id} heading={section.heading ? pick(section.heading, lang) : undefined}>
                <div className="grid gap-3">
                  <PortableText value={section.body[lang].length ? section.body[lang] : section.body.en} components={richText(lang)} />
                </div>
              </SectionFrame>
            );
          case "pageCards":
            return (
              <SectionFrame key={id} id={id} heading={pick(section.heading, lang)} tinted>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {section.cards.map((card, cardIndex) => (
                    <li key={card._key ?? cardIndex} className="grid content-start gap-2 rounded-card border border-line bg-canvas p-5">
                      <h3 className="text-lg font-bold text-ink">
                        {card.href ? (
                          <SmartLink href={card.href} lang={lang} className="link">
                            {pick(card.title, lang)}
                          </SmartLink>
                        ) : (
                          pick(card.title, lang)
                        )}
                      </h3>
                      <p className="text-ink-muted">{pick(card.text, lang)}</p>
                    </li>
                  ))}
                </ul>
              </SectionFrame>
            );
          case "pageFaq":
            return (
              <SectionFrame key={id} id={id} heading={pick(section.heading, lang)}>
                <div className="grid gap-3">
                  {section.items.map((item, itemIndex) => (
                    <details key={item._key ?? itemIndex} className="group rounded-card border border-line bg-canvas">
                      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                        {pick(item.question, lang)}
                        <ChevronDownIcon size={18} aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180" />
                      </summary>
                      <p className="px-4 pb-4 text-ink">{pick(item.answer, lang)}</p>
                    </details>
                  ))}
                </div>
              </SectionFrame>
            );
          case "pageCallToAction":
            return (
              <SectionFrame key={id} id={id} heading={pick(section.heading, lang)} tinted>
                {section.text ? <p className="text-ink">{pick(section.text, lang)}</p> : null}
                <p>
                  <SmartLink href={section.href} lang={lang} className="btn btn-primary">
                    {pick(section.label, lang)}
                  </SmartLink>
                </p>
              </SectionFrame>
            );
          case "pageZipEntry":
            return (
              <SectionFrame key={id} id={id} heading={pick(section.heading, lang)} tinted>
                {section.text ? <p className="text-ink">{pick(section.text, lang)}</p> : null}
                <div className="max-w-md">
                  <ZipEntryForm
                    id={`${id}-zip`}
                    lang={lang}
                    label={zip.label}
                    placeholder={zip.placeholder}
                    cta={zip.cta}
                    hint={t("home.zipHelp")}
                    invalidMessage={zip.invalidMessage}
                    outOfServiceMessage={zip.outOfServiceMessage}
                  />
                </div>
              </SectionFrame>
            );
          case "pageOfficeFinder":
            return (
              <SectionFrame key={id} id={id} heading={pick(section.heading, lang)}>
                {section.text ? <p className="text-ink">{pick(section.text, lang)}</p> : null}
                <form method="get" action={lang === "es" ? "/es/offices" : "/offices"} role="search" className="flex max-w-xl flex-wrap items-end gap-3">
                  <TextField
                    id={`${id}-q`}
                    name="q"
                    label={t("offices.searchLabel")}
                    hint={t("offices.searchHint")}
                    className="min-w-56 flex-1"
                    autoComplete="postal-code"
                    maxLength={80}
                  />
                  <button type="submit" className="btn btn-primary">
                    {t("offices.search")}
                  </button>
                </form>
              </SectionFrame>
            );
        }
      })}
    </>
  );
}
