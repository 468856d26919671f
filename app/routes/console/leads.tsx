/**
 * The leads (doc2 §3 lead record): searched by words (name, e-mail, phone, zip, state,
 * city, transaction id), status and brand, 25 a page, newest first; the search as CSV; each lead's
 * details and consent records. Staff only, and only the brands assigned to the member.
 */
import { Form, Link } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { localizePath } from "~/domain/site";
import { ConsoleFrame } from "~/components/console/console-frame";
import { phoneText } from "~/components/console/format";
import { SelectField, TextField } from "~/components/form-field";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/leads";
import { readLeadSearch, type LeadSearch } from "./forms";
import { searchLeads, staffMe } from "~/.server/platform/console";
import { consolePaths } from "./paths";
import { refusedToken, requireStaff } from "./session.server";

const PAGE_SIZE = 25;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const site = context.get(siteContext);
  const search = readLeadSearch(url);
  const [answer, me] = await Promise.all([
    searchLeads(site.platform(), staff.token, {
      q: search.q,
      status: search.status,
      brand: search.brand,
      limit: PAGE_SIZE,
      offset: (search.page - 1) * PAGE_SIZE,
    }),
    staffMe(site.platform(), staff.token),
  ]);
  refusedToken(context, me);
  const t = getInstance(context).t;
  const forbiddenBrand = answer !== null && !answer.ok && answer.status === 403;
  return {
    title: t("agentConsole.metaTitle", { page: t("agentConsole.leads.title"), brand: site.brand.name }),
    staff: { name: staff.name, role: staff.role },
    brands: me?.ok ? me.data.staff.brands : [],
    search,
    result: answer?.ok ? answer.data : forbiddenBrand ? { leads: [], total: 0 } : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

function query(search: LeadSearch, page?: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.status) params.set("status", search.status);
  if (search.brand) params.set("brand", search.brand);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const { search, result, brands } = loaderData;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const cols = t("agentConsole.leads.columns", { returnObjects: true }) as Record<string, string>;
  return (
    <ConsoleFrame lang={lang} staff={loaderData.staff} titleId="leads-title" title={t("agentConsole.leads.title")}>
      <Form
        method="get"
        action={localizePath(consolePaths.leads, lang)}
        className="grid gap-4 rounded-card border border-line bg-canvas p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        <TextField
          id="lead-q"
          name="q"
          type="search"
          label={t("agentConsole.leads.search")}
          hint={t("agentConsole.leads.searchHint")}
          defaultValue={search.q}
        />
        <SelectField id="lead-status" name="status" label={t("agentConsole.leads.status")} defaultValue={search.status ?? ""}>
          <option value="">{t("agentConsole.leads.anyStatus")}</option>
          <option value="Lead">Lead</option>
          <option value="Quoted">Quoted</option>
        </SelectField>
        <SelectField id="lead-brand" name="brand" label={t("agentConsole.leads.brand")} defaultValue={search.brand ?? ""}>
          <option value="">{t("agentConsole.leads.allBrands")}</option>
          {(brands ?? ["lonestar", "bluebonnet", "delsol"]).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          {t("agentConsole.leads.submit")}
        </button>
      </Form>
      {!result ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {t("agentConsole.unavailable")}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-ink">
              {t("agentConsole.leads.count", { count: result.total })}
            </p>
            <a className="btn btn-outline" href={`${consolePaths.csv}${query(search)}`} download>
              {t("agentConsole.leads.csv")}
            </a>
          </div>
          {result.leads.length === 0 ? (
            <p className="text-ink-muted">{t("agentConsole.leads.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-card border border-line bg-canvas">
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption className="sr-only">{t("agentConsole.leads.caption")}</caption>
                <thead className="bg-surface text-ink">
                  <tr>
                    {["name", "email", "phone", "zip", "state", "status", "brand", "visitDate", "carriers"].map((key) => (
                      <th key={key} scope="col" className="px-3 py-2 font-semibold">
                        {cols[key]}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("agentConsole.leads.consents")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.leads.map((lead) => {
                    const name = `${lead.record.name} ${lead.record.lastname}`.trim();
                    return (
                      <tr key={lead.leadId} className="border-t border-line">
                        <th scope="row" className="px-3 py-2 font-semibold">
                          <Link
                            className="link"
                            to={localizePath(consolePaths.lead(lead.leadId), lang)}
                            aria-label={t("agentConsole.leads.detailsFor", { name })}
                          >
                            {name}
                          </Link>
                        </th>
                        <td className="px-3 py-2">{lead.record.email}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{phoneText(lead.record.phone)}</td>
                        <td className="px-3 py-2">{lead.record.zip}</td>
                        <td className="px-3 py-2">{lead.record.state}</td>
                        <td className="px-3 py-2">{lead.status}</td>
                        <td className="px-3 py-2">{lead.brand}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{lead.record.visitDate}</td>
                        <td className="px-3 py-2">{lead.record.carriers.length}</td>
                        <td className="px-3 py-2">{lead.consentCount}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={t("agentConsole.leads.title")} className="flex gap-3">
              {search.page > 1 ? (
                <Link className="link" to={`${localizePath(consolePaths.leads, lang)}${query(search, search.page - 1)}`}>
                  {t("agentConsole.leads.previous")}
                </Link>
              ) : null}
              {search.page < pages ? (
                <Link className="link" to={`${localizePath(consolePaths.leads, lang)}${query(search, search.page + 1)}`}>
                  {t("agentConsole.leads.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </ConsoleFrame>
  );
}
