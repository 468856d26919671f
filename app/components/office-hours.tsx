/**
 * doc1 §2 location card hours dropdown: a toggle shows or hides the hours, today first with a
 * 'today' label, then the next six days (the server works out today's weekday in the office's time zone). A
 * native disclosure, so it works without JavaScript.
 */
import { useTranslation } from "~/i18n";
import { weekRows } from "~/domain/public/hours";
import type { Office } from "~/domain/public/offices";
import type { Language } from "~/domain/site";
import { ChevronDownIcon } from "./icons";

/** `today` is the office's ISO weekday now, worked out on the server in the office's time zone. */
export function OfficeHours({ office, today: weekday, lang, defaultOpen = false }: { office: Office; today: number; lang: Language; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const rows = weekRows(office, weekday, lang);
  const today = rows[0];
  return (
    <details className="group grid gap-2" open={defaultOpen} data-testid="office-hours">
      <summary className="flex min-h-8 w-fit cursor-pointer list-none items-center gap-2 rounded text-sm font-semibold text-primary-dark hover:underline [&::-webkit-details-marker]:hidden">
        <span>
          {t("offices.hoursToday")}: {today && !today.closed ? today.hours : t("offices.closed")}
        </span>
        <ChevronDownIcon size={16} className="transition-transform group-open:rotate-180" />
      </summary>
      <table className="mt-2 w-full max-w-sm text-sm">
        <caption className="sr-only">{t("offices.hoursCaption", { office: office.location })}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekday} className={row.isToday ? "font-bold text-ink" : "text-ink-muted"}>
              <th scope="row" className="py-0.5 pr-4 text-left font-[inherit]">
                {row.dayName}
                {row.isToday ? (
                  <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary-dark">{t("offices.today")}</span>
                ) : null}
              </th>
              <td className="py-0.5 text-right">{row.closed ? t("offices.closed") : row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
