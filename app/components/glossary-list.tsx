/**
 * doc1 §2 glossary: terms by first letter, each definition cut off after a few lines (fewer on
 * phones) with a button that expands and collapses it, and a back-to-top link per letter.
 * Without JavaScript every definition shows in full.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { ArrowUpIcon } from "./icons";
import { useHydrated } from "./popup-hooks";

export interface GlossaryEntry {
  term: string;
  definition: string;
}

/** Entries grouped by first letter (accents folded: "Á" files under "A"), in the page's language order. */
export function groupByLetter(entries: readonly GlossaryEntry[], lang: "en" | "es"): { letter: string; entries: GlossaryEntry[] }[] {
  const sorted = [...entries].sort((a, b) => a.term.localeCompare(b.term, lang, { sensitivity: "base" }));
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of sorted) {
    const letter =
      entry.term
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .charAt(0)
        .toUpperCase() || "#";
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].map(([letter, list]) => ({ letter, entries: list }));
}

export function GlossaryList({ entries, lang, topId }: { entries: GlossaryEntry[]; lang: "en" | "es"; topId: string }) {
  const { t } = useTranslation();
  const groups = groupByLetter(entries, lang);
  return (
    <div className="grid gap-8">
      <nav aria-label={t("widgets.glossary.letters")}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.letter}>
              <a
                href={`#letter-${group.letter}`}
                className="inline-grid size-11 place-items-center rounded-lg border border-line bg-canvas font-bold text-primary-dark hover:bg-surface"
              >
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.letter} id={`letter-${group.letter}`} aria-labelledby={`letter-${group.letter}-title`} className="grid gap-4 scroll-mt-24">
          <h2 id={`letter-${group.letter}-title`} className="border-b border-line pb-2 text-2xl font-extrabold text-ink">
            {group.letter}
          </h2>
          <dl className="grid gap-4">
            {group.entries.map((entry) => (
              <GlossaryItem key={entry.term} entry={entry} />
            ))}
          </dl>
          <a href={`#${topId}`} className="link inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold">
            <ArrowUpIcon size={16} aria-hidden="true" />
            {t("widgets.glossary.backToTop")}
          </a>
        </section>
      ))}
    </div>
  );
}

function GlossaryItem({ entry }: { entry: GlossaryEntry }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const text = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cutOff, setCutOff] = useState(false);
  const id = `term-${entry.term.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

  // Cut off when the clamped text overflows (3 lines on phones, 2 from 768 px).
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || !hydrated) return;
    const measure = () => {
      if (expanded) return;
      setCutOff(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, expanded]);

  return (
    <div className="grid gap-1.5 rounded-card border border-line bg-canvas p-4 shadow-card">
      <dt className="text-lg font-bold text-ink">{entry.term}</dt>
      <dd className="grid gap-2">
        <p id={id} ref={text} className={`text-ink ${hydrated && !expanded ? "line-clamp-3 md:line-clamp-2" : ""}`}>
          {entry.definition}
        </p>
        {hydrated && (cutOff || expanded) ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={`${expanded ? t("widgets.glossary.showLess") : t("widgets.glossary.showMore")}: ${entry.term}`}
            onClick={() => setExpanded((v) => !v)}
            className="link min-h-11 w-fit text-sm font-semibold"
          >
            {expanded ? t("widgets.glossary.showLess") : t("widgets.glossary.showMore")}
          </button>
        ) : null}
      </dd>
    </div>
  );
}
