/**
 * doc3 §5.6, §8, §9: the portal's CMS settings per brand (the portalSettings document): the gift card
 * values a brand offers, the referral ages and the texts in both languages. The seed holds them at
 * the spec's values; changing one brand's document in the dataset changes what that brand's rewards
 * tab, redeem action and referral form do, and nothing of the other brands.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentSource, type ContentConfig } from "~/.server/content";
import { SANITY_TEST_DATASET, SANITY_TEST_PROJECT, createSanityMock, seedDocuments, type SanityDocument } from "~/.server/content/test-support";
import { portalDefaults } from "~/.server/content/settings/portal";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { clientOf, fakeAccountPlatform, routeArgs, run } from "../account/test-platform";
import { messageKey } from "~/domain/message";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const signIn = await import("../account/sign-in");
const portal = await import("./portal");
const refer = await import("./refer-a-friend");

const seed = seedDocuments();
const sanity = createSanityMock({ documents: seed });
const server = setupServer(...sanity.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => sanity.setDocuments(seed));
afterAll(() => server.close());

const config: ContentConfig = {
  CONTENT_SOURCE: "sanity",
  CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
  SANITY_PROJECT_ID: SANITY_TEST_PROJECT,
  SANITY_DATASET: SANITY_TEST_DATASET,
  SANITY_API_VERSION: "2025-02-19",
  SANITY_TOKEN: undefined,
  CONTENT_CACHE_TTL_MS: 0,
};
const BRANDS = ["lonestar", "bluebonnet", "delsol"] as const;
type Brand = (typeof BRANDS)[number];

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

/** The account fake (sign-in) and the portal calls the rewards tab, the redeem action and the referral make. */
function fakePlatform() {
  const account = fakeAccountPlatform();
  const redeemed: string[] = [];
  const referrals: Record<string, unknown>[] = [];
  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    if (!url.pathname.startsWith("/api/portal/")) return account.handle(input, init);
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    switch (url.pathname) {
      case "/api/portal/loyalty/programs":
        return json(200, {
          loyalty: {
            programs: [
              {
                id: "la-1",
                name: "Rewards",
                subLedgers: {
                  balance: { id: "b", currentBalance: 9000 },
                  lifetime: { id: "l", lifetimePoints: 9000, pointsToNextTier: 6000, currentTier: { name: "gold" }, nextTier: { name: "platinum" } },
                },
              },
            ],
            tiers: [
              { name: "silver", threshold: 0 },
              { name: "gold", threshold: 5000 },
              { name: "platinum", threshold: 15000 },
            ],
            earnRules: [{ ruleName: "Quote", points: 100 }],
            socialConnectEnabled: false,
            socialConnected: [],
          },
        });
      case "/api/portal/loyalty/transactions":
        return json(200, { data: [], hasMore: false, offset: 0 });
      case "/api/portal/loyalty/rewards":
        return json(200, {
          rewards: [1000, 2500, 5000].map((cents) => ({ rewardType: `giftcard-${cents}`, name: `$${cents / 100} gift card`, cardValue: cents })),
        });
      case "/api/portal/loyalty/redeem": {
        const cents = Number(String(body.rewardType).replace("giftcard-", ""));
        redeemed.push(String(body.rewardType));
        return json(200, {
          redemptionId: "r1",
          rewardType: body.rewardType,
          name: `$${cents / 100} gift card`,
          cardValue: cents,
          created: "2026-11-25T10:00:00Z",
          awardedGiveaways: [{ code: "GC-1", attributes: { cvv_Pin: null } }],
          currentBalance: 9000 - cents,
        });
      }
      case "/api/portal/profile":
        return json(200, {
          profile: {
            name: "María",
            surname: "García",
            address: "909 Texas Ave",
            city: "Houston",
            state: "TX",
            zipCode: "77002",
            mail: "maria.garcia@example.com",
            phone: "7135550188",
            birthDate: "1990-07-22",
            driverLicenseNumber: "****7744",
            customerCode: "LS-100188",
            isSmsNotify: false,
          },
        });
      case "/api/portal/referrals":
        referrals.push(body);
        return json(200, { referralId: "rf1", consentId: "c1", status: "sent" });
      default:
        return json(404, { message: "Not found." });
    }
  }
  return { ...account, handle, redeemed, referrals };
}
type Fake = ReturnType<typeof fakePlatform>;

/** Route arguments for `brand`, reading its settings from the (mocked) Sanity dataset. */
function args<A>(fake: Fake, brand: Brand, path: string, options: { form?: Record<string, string>; cookie?: string; lang?: "en" | "es" } = {}): A {
  const a = routeArgs<A & { context: { get: (k: typeof siteContext) => SiteContext; set: (k: typeof siteContext, v: SiteContext) => void } }>(
    clientOf(fake),
    path,
    options,
  );
  const site = a.context.get(siteContext);
  const content = createContentSource(config, { logger: { warn: () => {} } });
  a.context.set(siteContext, { ...site, content, brand: { ...site.brand, code: brand, phones: { sales: "(800) 555-0142", service: "(800) 555-0143" } } });
  return a;
}

async function signedIn(fake: Fake): Promise<string> {
  const response = (await run(
    signIn.action,
    routeArgs(clientOf(fake), "/sign-in", { form: { email: "maria.garcia@example.com", password: "Demo#2026" } }),
  )) as Response;
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** The seed with one brand's portal settings changed. */
function withPortalSettings(brand: Brand, changes: Record<string, unknown>): SanityDocument[] {
  return seed.map((doc) => (doc._id === `portalSettings-${brand}` ? { ...doc, ...changes } : doc)) as SanityDocument[];
}

type RewardsPage = { rewards: { cardValue: number }[]; texts: Record<string, string> };
type Answer = { data: Record<string, unknown>; init: { status: number } | null };
const rewardsOf = async (fake: Fake, brand: Brand, cookie: string, lang: "en" | "es" = "en") =>
  (await run(portal.loader, args(fake, brand, `${lang === "es" ? "/es" : ""}/portal?tabid=rewards`, { cookie, lang }))) as RewardsPage;

describe("doc3 §9 the portal settings of each brand in the seed", () => {
  it("doc3 §5.6, §9 every brand's document holds the spec's card values (10, 25 and 50 dollars) and referral ages (15 to 75), and its texts in English and in Spanish", async () => {
    const content = createContentSource({ ...config, CONTENT_SOURCE: "local" }, { logger: { warn: () => {} } });
    for (const brand of BRANDS) {
      const settings = await content.flowSettings("portalSettings", brand);
      expect(settings).toMatchObject({ rewardCardValues: [1000, 2500, 5000], referralMinAge: 15, referralMaxAge: 75, referralAskAge: true });
      for (const key of ["waysToEarn", "howToRedeem", "tierInformation", "redeemError", "paymentHelp", "consentError", "referralConsent"] as const) {
        expect(settings[key].en, `${brand} ${key} en`).not.toBe("");
        expect(settings[key].es, `${brand} ${key} es`).not.toBe("");
        expect(settings[key].es, `${brand} ${key} is translated`).not.toBe(settings[key].en);
      }
      // The thresholds are the platform's: the document keeps only the wording.
      expect(settings).not.toHaveProperty("tierGold");
      expect(settings).not.toHaveProperty("socialSignIn");
    }
  });
});

describe("doc3 §9 gift card values per brand from the dataset", () => {
  it("a brand offering only the $25 card shows only that card and refuses another one before any points move; the other brands keep every card", async () => {
    sanity.setDocuments(withPortalSettings("delsol", { rewardCardValues: [2500] }));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    expect((await rewardsOf(fake, "delsol", cookie)).rewards.map((r) => r.cardValue)).toEqual([2500]);
    expect((await rewardsOf(fake, "lonestar", cookie)).rewards.map((r) => r.cardValue)).toEqual([1000, 2500, 5000]);

    const refused = (await run(
      portal.action,
      args(fake, "delsol", "/es/portal?tabid=rewards", { cookie, lang: "es", form: { intent: "redeem", rewardType: "giftcard-1000" } }),
    )) as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({ intent: "redeem", ok: false, message: portalDefaults.redeemError.es });
    expect(fake.redeemed).toEqual([]);
    const offered = (await run(
      portal.action,
      args(fake, "delsol", "/portal?tabid=rewards", { cookie, form: { intent: "redeem", rewardType: "giftcard-2500" } }),
    )) as Answer;
    expect(offered.data).toMatchObject({ intent: "redeem", ok: true, cardValue: 2500 });
    const elsewhere = (await run(
      portal.action,
      args(fake, "lonestar", "/portal?tabid=rewards", { cookie, form: { intent: "redeem", rewardType: "giftcard-1000" } }),
    )) as Answer;
    expect(elsewhere.data).toMatchObject({ intent: "redeem", ok: true, cardValue: 1000 });
    expect(fake.redeemed).toEqual(["giftcard-2500", "giftcard-1000"]);
  });

  it("an empty list offers every card the platform lists", async () => {
    sanity.setDocuments(withPortalSettings("bluebonnet", { rewardCardValues: [] }));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    expect((await rewardsOf(fake, "bluebonnet", cookie)).rewards.map((r) => r.cardValue)).toEqual([1000, 2500, 5000]);
    const answer = (await run(
      portal.action,
      args(fake, "bluebonnet", "/portal?tabid=rewards", { cookie, form: { intent: "redeem", rewardType: "giftcard-5000" } }),
    )) as Answer;
    expect(answer.data).toMatchObject({ ok: true, cardValue: 5000 });
  });
});

describe("doc3 §5.6 referral ages per brand from the dataset", () => {
  const friend = (age: string) => ({ refFirstName: "Sofía", refLastName: "Ruiz", refEmail: "sofia.ruiz@example.com", refPhone: "713-555-0199", refAge: age });

  it("ages 21 to 60 on one brand: the form says so, and the action refuses 20 and 61 per field and sends 21 and 60; another brand keeps 15 to 75", async () => {
    sanity.setDocuments(withPortalSettings("bluebonnet", { referralMinAge: 21, referralMaxAge: 60 }));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const page = (await run(refer.loader, args(fake, "bluebonnet", "/refer-a-friend", { cookie }))) as { limits: Record<string, unknown> };
    expect(page.limits).toEqual({ minAge: 21, maxAge: 60, askAge: true });
    for (const age of ["20", "61"]) {
      const answer = (await run(refer.action, args(fake, "bluebonnet", "/refer-a-friend", { cookie, form: friend(age) }))) as {
        data: { sent: boolean; result: { error: Record<string, string[]> } };
        init: { status: number };
      };
      expect(answer.init.status, `age ${age}`).toBe(400);
      expect(answer.data.sent).toBe(false);
      expect(answer.data.result.error).toEqual({ refAge: [messageKey("portal.errors.age", { min: 21, max: 60 })] });
    }
    expect(fake.referrals).toEqual([]);
    for (const age of ["21", "60"]) {
      const answer = (await run(refer.action, args(fake, "bluebonnet", "/refer-a-friend", { cookie, form: friend(age) }))) as { data: { sent: boolean } };
      expect(answer.data.sent, `age ${age}`).toBe(true);
    }
    const other = (await run(refer.loader, args(fake, "lonestar", "/refer-a-friend", { cookie }))) as { limits: Record<string, unknown> };
    expect(other.limits).toEqual({ minAge: 15, maxAge: 75, askAge: true });
    const young = (await run(refer.action, args(fake, "lonestar", "/refer-a-friend", { cookie, form: friend("16") }))) as { data: { sent: boolean } };
    expect(young.data.sent).toBe(true);
  });

  it("a brand that does not ask the age sends the referral without it", async () => {
    sanity.setDocuments(withPortalSettings("delsol", { referralAskAge: false }));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const { refAge: _age, ...noAge } = friend("");
    const answer = (await run(refer.action, args(fake, "delsol", "/refer-a-friend", { cookie, form: noAge }))) as { data: { sent: boolean } };
    expect(answer.data.sent).toBe(true);
  });
});

describe("doc3 §8, §9 the portal's texts per brand and language from the dataset", () => {
  const texts = {
    waysToEarn: { en: "Quote, buy or refer: every step earns points.", es: "Cotiza, compra o recomienda: cada paso suma puntos." },
    howToRedeem: { en: "Pick a card once your balance covers it.", es: "Elige una tarjeta cuando tu saldo la cubra." },
    tierInformation: { en: "Gold at {1}, Platinum at {2}.", es: "Oro con {1}, Platino con {2}." },
    redeemError: { en: "That card could not be issued.", es: "No se pudo emitir esa tarjeta." },
    referralConsent: { en: "Your friend agreed to hear from us.", es: "Tu amigo aceptó que lo contactemos." },
  };

  it("the rewards tab and the referral form read the brand's texts in the page's language; the other brands keep the defaults", async () => {
    sanity.setDocuments(withPortalSettings("lonestar", texts));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    for (const lang of ["en", "es"] as const) {
      const page = await rewardsOf(fake, "lonestar", cookie, lang);
      expect(page.texts).toMatchObject({
        waysToEarn: texts.waysToEarn[lang],
        howToRedeem: texts.howToRedeem[lang],
        tierInformation: texts.tierInformation[lang],
        redeemError: texts.redeemError[lang],
      });
      const form = (await run(refer.loader, args(fake, "lonestar", `${lang === "es" ? "/es" : ""}/refer-a-friend`, { cookie, lang }))) as { consent: string };
      expect(form.consent).toBe(texts.referralConsent[lang]);
      const other = await rewardsOf(fake, "delsol", cookie, lang);
      expect(other.texts).toMatchObject({ waysToEarn: portalDefaults.waysToEarn[lang], tierInformation: portalDefaults.tierInformation[lang] });
    }
    // The consent text recorded with a referral is the one shown, in the page's language.
    await run(
      refer.action,
      args(fake, "lonestar", "/es/refer-a-friend", {
        cookie,
        lang: "es",
        form: { refFirstName: "Sofía", refLastName: "Ruiz", refEmail: "sofia.ruiz@example.com", refPhone: "713-555-0199", refAge: "30" },
      }),
    );
    expect(fake.referrals.at(-1)).toMatchObject({ consentText: texts.referralConsent.es });
    // doc3 §8: the configured redemption failure, here for a card the brand does not offer.
    sanity.setDocuments(withPortalSettings("lonestar", { ...texts, rewardCardValues: [5000] }));
    const refused = (await run(
      portal.action,
      args(fake, "lonestar", "/portal?tabid=rewards", { cookie, form: { intent: "redeem", rewardType: "giftcard-1000" } }),
    )) as Answer;
    expect(refused.data).toEqual({ intent: "redeem", ok: false, message: texts.redeemError.en });
  });

  it("a language left empty in the dataset takes that language's default, the other keeps the brand's text", async () => {
    sanity.setDocuments(withPortalSettings("delsol", { waysToEarn: { en: "Points for every quote.", es: "  " }, howToRedeem: null }));
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    expect((await rewardsOf(fake, "delsol", cookie, "en")).texts).toMatchObject({
      waysToEarn: "Points for every quote.",
      howToRedeem: portalDefaults.howToRedeem.en,
    });
    expect((await rewardsOf(fake, "delsol", cookie, "es")).texts).toMatchObject({
      waysToEarn: portalDefaults.waysToEarn.es,
      howToRedeem: portalDefaults.howToRedeem.es,
    });
  });
});
