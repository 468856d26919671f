/**
 * doc3 §2.7 the portal's tabs as links (`?tabid=`): each is a real address, reachable by Tab and
 * Enter, and works without JavaScript; the current one is marked aria-current="page".
 */
import { Link } from "react-router";
import type { PortalTab } from "~/domain/portal/display";
import { portalTabs } from "~/domain/portal/display";
import { useTranslation } from "~/i18n";

export function PortalTabs({ current, base }: { current: PortalTab; base: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("portal.tabs.label")}>
      <ul className="flex flex-wrap gap-x-1 border-b border-line">
        {portalTabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={tab === "dashboard" ? base : `${base}?tabid=${tab}`}
                aria-current={active ? "page" : undefined}
                prefetch="intent"
                className={`inline-block rounded-t-lg px-3 py-3 sm:px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
                  active ? "border-b-4 border-primary text-ink" : "text-ink-muted hover:text-ink"
                }`}
              >
                {t(`portal.tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
