/**
 * The customer portal (doc3 §2.7, §2.9, §4.6, §5.6, §6): dashboard, policies, rewards, account, my quotes, refer a friend, consent.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { CONSENT_PATH, PORTAL_PATH } from "../../domain/portal/paths";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    route(PORTAL_PATH.slice(1), "routes/portal/portal.tsx", { id: id("portal/portal") }),
    route("refer-a-friend", "routes/portal/refer-a-friend.tsx", { id: id("portal/refer-a-friend") }),
    route(CONSENT_PATH.slice(1), "routes/portal/consent.tsx", { id: id("portal/consent") }),
    // doc3 §2.7, §7.6: a policy document (PDF) of the signed-in customer, in the page's language.
    route(`${PORTAL_PATH.slice(1)}/documents/:policyId/:documentId`, "routes/portal/document.ts", { id: id("portal/document") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  // doc3 §9: the points history's next page of 50 (Show More), for the signed-in customer only.
  route("portal/points", "routes/portal/points.ts", { id: "portal/points" }),
  // doc3 §2.7: a redemption's details (code and pin), for the signed-in customer only.
  route("portal/redemption", "routes/portal/redemption.ts", { id: "portal/redemption" }),
];
