/**
 * The agent console's page frame: the console's own navigation (queues, leads, sign-out) above the
 * page's content. The sign-in page uses it without the navigation.
 */
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { localizePath, type Language } from "~/domain/site";
import { useTranslation } from "~/i18n";

export interface ConsoleStaff {
  name: string;
  role: "agent" | "supervisor";
}

const paths = { home: "/console", leads: "/console/leads", signOut: "/console/sign-out" };

export function ConsoleFrame({
  lang,
  staff,
  titleId,
  title,
  children,
  wide = true,
}: {
  lang: Language;
  staff: ConsoleStaff | null;
  titleId: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 font-semibold ${isActive ? "bg-primary text-white" : "text-ink hover:bg-surface"}`;
  return (
    <section aria-labelledby={titleId} className="bg-surface">
      <div className={`container-page grid gap-5 py-8 md:py-12 ${wide ? "" : "max-w-xl"}`}>
        {staff ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-canvas px-4 py-3">
            <nav aria-label={t("agentConsole.nav.label")}>
              <ul className="flex flex-wrap gap-2">
                <li>
                  <NavLink to={localizePath(paths.home, lang)} end className={link}>
                    {t("agentConsole.nav.queues")}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={localizePath(paths.leads, lang)} className={link}>
                    {t("agentConsole.nav.leads")}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-ink-muted">{t("agentConsole.signedInAs", { name: staff.name, role: t(`agentConsole.roles.${staff.role}`) })}</p>
              <Form method="post" action={localizePath(paths.signOut, lang)}>
                <button type="submit" className="btn btn-outline">
                  {t("agentConsole.signOut")}
                </button>
              </Form>
            </div>
          </div>
        ) : null}
        <h1 id={titleId} className="text-3xl font-extrabold text-balance text-ink">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
