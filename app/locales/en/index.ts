/** UI strings in English. Every key here must exist in ../es (app/domain/i18n-keys.test.ts). */
import customer from "./account";
import core from "./core";
import offices from "./offices";
import payment from "./payment";
import publicMessages from "./public";
import quote from "./quote";
import quotes from "./quotes";
import widgets from "./widgets";
import portal from "./portal";
import buy from "./buy";
import followUp from "./follow-up";
import agentConsole from "./console";
import renters from "./renters";
import roadside from "./roadside";

const en = {
  ...core,
  customer,
  /** The street field's suggestion list (auto quote, renters, roadside). */
  addressSuggestions: {
    list: "Address suggestions",
    count_one: "{{count}} address found. Use the up and down arrows to choose it.",
    count_other: "{{count}} addresses found. Use the up and down arrows to choose one.",
    none: "No matching address. Keep typing, or fill in the fields yourself.",
    attribution: "Powered by Google",
  },
  /** A VIN whose check digit does not match (the quote's vehicle step, buy online, the follow-up form). */
  vinCheck: {
    decoded:
      "This VIN doesn't pass the check-digit test, so it may have a typo. We read it as a {{vehicle}}. If that's your vehicle, select {{button}} to keep it; if not, correct the VIN or add the vehicle by year, make and model.",
    decodedListed:
      "This VIN doesn't pass the check-digit test, so it may have a typo. We read it as a {{vehicle}}. If that's your vehicle, select {{button}} to keep it; if not, correct the VIN.",
    notFound:
      "This VIN doesn't pass the check-digit test and we couldn't find a vehicle with it. Check it against your registration or insurance card, or add the vehicle by year, make and model.",
    notFoundListed:
      "This VIN doesn't pass the check-digit test and we couldn't find a vehicle with it. If it's the VIN of your {{vehicle}}, select {{button}} to keep it for that vehicle; if not, check it against your registration or insurance card.",
  },
  /** The bar an editor sees on every page in preview mode (drafts shown to them alone; app/components/preview-mode.tsx). */
  preview: {
    viewingDrafts: "You're viewing drafts",
    leave: "Leave preview",
  },
  home: {
    metaTitle: "{{brand}} | Cheap car insurance quotes in minutes",
    metaDescription: "Compare auto insurance rates from top carriers in one place. Get a free quote online or call a local {{brand}} agent.",
    eyebrow: "Auto insurance made simple",
    zipHelp: "5-digit ZIP code",
    orCall: "Prefer to talk? Call",
    benefits: ["Free quotes from several carriers", "Local agents who speak English and Spanish", "Pay online, sign online, drive today"],
    trustTitle: "Why drivers choose {{brand}}",
    reviewsTitle: "Rated by our customers",
    reviewsSummary: "{{rating}} out of 5",
    reviewsCount: "from {{total}} reviews",
    starsLabel: "Rated {{rating}} out of 5 stars",
    carriersTitle: "We compare top carriers",
    carriersBody: "One form, quotes from {{total}} insurance companies side by side.",
    officesTitle: "Offices near you",
    officesBody: "{{total}} local offices with agents ready to help, six days a week.",
    reviewsFallback: "Thousands of drivers trust us with their coverage.",
    readReviews: "Read reviews",
    carriersFallback: "One form, quotes from several insurance companies side by side.",
    officesFallback: "Local offices with agents ready to help, six days a week.",
    quoteCardTitle: "Get your free quote",
    quoteCardNote: "No spam, no obligation. It only takes a few minutes.",
    findOffice: "Find an office",
    productsTitle: "Coverage for what matters",
    products: {
      auto: { title: "Auto", body: "Liability to full coverage, SR-22 and non-owner policies." },
      renters: { title: "Renters", body: "Protect your belongings for less than a coffee a week." },
      home: { title: "Home", body: "Coverage for your house and everything in it." },
      roadside: { title: "Roadside", body: "Towing, jump-starts, flat tires and lockouts, 24/7." },
    },
    stepsTitle: "Insured in three steps",
    steps: [
      { title: "Tell us about you", body: "Your ZIP code, drivers and vehicles. It takes about five minutes." },
      { title: "Compare quotes", body: "See prices from several carriers and pick the coverage that fits." },
      { title: "Buy and drive", body: "Pay online and get your proof of insurance right away." },
    ],
    ctaTitle: "Questions? Talk to a licensed agent.",
    ctaBody: "Real people, in English or Spanish, who find you the best price.",
  },
  offices,
  widgets,
  quote,
  quotes,
  payment,
  /** The messages of the public site's rules (app/domain/public, app/domain/payment). */
  public: publicMessages,
  portal,
  buy,
  followUp,
  agentConsole,
  renters,
  roadside,
};

export default en;
export type UiStrings = typeof en;
