/**
 * The renters quote's tabs (doc3 §2.3: personal information, coverage, payment), by keyboard as the
 * WAI-ARIA tabs pattern: Left/Right move between tabs (and select them), Home/End go to the first
 * and last; only the selected tab is in the tab order. Panels stay in the DOM (hidden) so the one
 * form keeps every field.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export const RENTERS_TABS = ["personal", "coverage", "payment"] as const;
export type RentersTab = (typeof RENTERS_TABS)[number];

export function TabList({
  label,
  labels,
  active,
  onChange,
}: {
  label: string;
  labels: Record<RentersTab, string>;
  active: RentersTab;
  onChange: (tab: RentersTab) => void;
}) {
  const refs = useRef<Partial<Record<RentersTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = RENTERS_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % (last + 1)
        : event.key === "ArrowLeft"
          ? (index + last) % (last + 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = RENTERS_TABS[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b-2 border-line">
      {RENTERS_TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          id={`renters-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={`renters-panel-${tab}`}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => move(event, index)}
          className="-mb-0.5 min-h-12 shrink-0 border-b-4 border-transparent px-4 font-semibold text-ink-muted aria-selected:border-primary aria-selected:text-ink"
        >
          <span aria-hidden="true" className="mr-2 inline-grid size-6 place-items-center rounded-full bg-surface text-sm">
            {index + 1}
          </span>
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ tab, active, children }: { tab: RentersTab; active: RentersTab; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`renters-panel-${tab}`}
      aria-labelledby={`renters-tab-${tab}`}
      hidden={active !== tab}
      tabIndex={0}
      className="grid gap-5 pt-5 focus-visible:outline-offset-4"
    >
      {children}
    </div>
  );
}
