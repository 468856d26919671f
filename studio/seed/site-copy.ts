/**
 * Authored copy of each brand's site settings, in English and Spanish. Paths are unprefixed:
 * the site adds `/es` for Spanish pages.
 */
import type { SeedBrand } from "./brands.ts";

export type Text = { en: string; es: string };
const t = (en: string, es: string): Text => ({ en, es });

export interface Link {
  label: Text;
  href: string;
}
export interface Category {
  label: Text;
  href?: string;
  children: Link[];
}

function navigation(brand: SeedBrand): Category[] {
  const has = (p: SeedBrand["products"][number]) => brand.products.includes(p);
  const categories: (Category | false)[] = [
    {
      label: t("Auto insurance", "Seguro de auto"),
      href: "/auto-insurance",
      children: [
        { label: t("Get a quote", "Cotiza ahora"), href: "/quote" },
        { label: t("Coverage explained", "Coberturas, explicadas"), href: "/auto-insurance/coverage" },
        { label: t("SR-22 filings", "Formularios SR-22"), href: "/auto-insurance/sr-22" },
        { label: t("Your previous quotes", "Tus cotizaciones anteriores"), href: "/quote#previousQuotes" },
        { label: t("Insurance glossary", "Glosario de seguros"), href: "/glossary" },
      ],
    },
    has("renters") && {
      label: t("Renters", "Seguro de inquilino"),
      href: "/renters",
      children: [
        { label: t("Renters insurance", "Seguro de inquilino"), href: "/renters" },
        { label: t("Get a renters quote", "Cotiza tu seguro de inquilino"), href: "/renters/quote" },
      ],
    },
    has("home") && {
      label: t("Home", "Seguro de casa"),
      href: "/home-insurance",
      children: [{ label: t("Homeowners insurance", "Seguro de casa"), href: "/home-insurance" }],
    },
    has("roadside") && {
      label: t("Roadside", "Asistencia vial"),
      href: "/roadside",
      children: [
        { label: t("Roadside assistance plans", "Planes de asistencia vial"), href: "/roadside" },
        { label: t("Buy roadside assistance", "Compra asistencia vial"), href: "/roadside/buy" },
      ],
    },
    {
      label: t("Locations", "Oficinas"),
      href: "/offices",
      children: [
        { label: t("Find an office near you", "Encuentra una oficina cerca de ti"), href: "/offices" },
        { label: t("Customer reviews", "Opiniones de clientes"), href: "/reviews" },
      ],
    },
    {
      label: t("Payments", "Pagos"),
      href: "/make-a-payment",
      children: [
        { label: t("Make a payment", "Haz un pago"), href: "/make-a-payment" },
        { label: t("Sign in to pay", "Inicia sesión para pagar"), href: "/sign-in" },
      ],
    },
    {
      label: t("About", "Nosotros"),
      href: "/about",
      children: [
        { label: t(`About ${brand.name}`, `Conoce ${brand.name}`), href: "/about" },
        { label: t("Contact us", "Contáctanos"), href: "/contact" },
      ],
    },
  ];
  return categories.filter((c): c is Category => Boolean(c));
}

function hero(brand: SeedBrand) {
  if (brand.code === "delsol") {
    return {
      title: t("Car insurance that speaks your language", "Seguro de auto que habla tu idioma"),
      subtitle: t(
        "Compare rates from several carriers in minutes, with bilingual agents ready to help, with or without a driver's license.",
        "Compara tarifas de varias aseguradoras en minutos. Nuestros agentes bilingües te ayudan, tengas o no licencia de manejo.",
      ),
      cta: t("See my rates", "Ver mis tarifas"),
    };
  }
  if (brand.code === "bluebonnet") {
    return {
      title: t("Good coverage, honest prices, close to home", "Buena cobertura, precios justos y cerca de ti"),
      subtitle: t(
        "Auto, renters and roadside coverage for Texas, Arizona and New Mexico drivers. Compare top carriers in one place.",
        "Seguro de auto, de inquilino y asistencia vial en Texas, Arizona y Nuevo México. Compara las mejores aseguradoras en un solo lugar.",
      ),
      cta: t("Start my quote", "Empezar mi cotización"),
    };
  }
  return {
    title: t("Texas-sized savings on car insurance", "Ahorra mucho en tu seguro de auto"),
    subtitle: t(
      "We compare quotes from trusted carriers so you don't have to. Buy online or visit one of our offices across Texas.",
      "Comparamos cotizaciones de aseguradoras confiables para que tú no tengas que hacerlo. Compra en línea o visítanos en cualquiera de nuestras oficinas en Texas.",
    ),
    cta: t("Get my free quote", "Cotiza gratis"),
  };
}

export function siteSettingsCopy(brand: SeedBrand) {
  return {
    hero: {
      ...hero(brand),
      zipLabel: t("Zip Code", "Código postal"),
      zipPlaceholder: t("Enter your Zip Code", "Escribe tu código postal"),
    },
    navigation: navigation(brand),
    signInMenu: {
      signIn: t("Sign in", "Iniciar sesión"),
      signOut: t("Sign out", "Cerrar sesión"),
      myAccount: t("My account", "Mi cuenta"),
      makePayment: t("Make a payment", "Haz un pago"),
      forgotPassword: t("Forgot your password?", "¿Olvidaste tu contraseña?"),
      createAccount: t("Create an account", "Crear una cuenta"),
      previousQuotes: t("My previous quotes", "Mis cotizaciones anteriores"),
      referFriend: t("Refer a friend", "Recomienda a un amigo"),
    },
    footer: {
      columns: [
        {
          title: t("Insurance", "Seguros"),
          links: [
            { label: t("Auto insurance", "Seguro de auto"), href: "/auto-insurance" },
            ...(brand.products.includes("renters") ? [{ label: t("Renters insurance", "Seguro de inquilino"), href: "/renters" }] : []),
            ...(brand.products.includes("home") ? [{ label: t("Homeowners insurance", "Seguro de casa"), href: "/home-insurance" }] : []),
            ...(brand.products.includes("roadside") ? [{ label: t("Roadside assistance", "Asistencia vial"), href: "/roadside" }] : []),
          ],
        },
        {
          title: t("Customers", "Clientes"),
          links: [
            { label: t("Make a payment", "Haz un pago"), href: "/make-a-payment" },
            { label: t("Sign in", "Iniciar sesión"), href: "/sign-in" },
            { label: t("Reset your password", "Restablece tu contraseña"), href: "/forgot-password" },
            { label: t("Insurance glossary", "Glosario de seguros"), href: "/glossary" },
          ],
        },
        {
          title: t("Company", "Empresa"),
          links: [
            { label: t("Find an office", "Encuentra una oficina"), href: "/offices" },
            { label: t("Reviews", "Opiniones"), href: "/reviews" },
            { label: t("About us", "Nosotros"), href: "/about" },
            { label: t("Contact us", "Contáctanos"), href: "/contact" },
          ],
        },
        {
          title: t("Legal", "Legal"),
          links: [
            { label: t("Privacy policy", "Política de privacidad"), href: "/privacy" },
            { label: t("Terms of use", "Términos de uso"), href: "/terms" },
            { label: t("Accessibility", "Accesibilidad"), href: "/accessibility" },
          ],
        },
      ],
      legal: t(
        `${brand.name} is an independent insurance agency, not an insurance company. Policies are underwritten by the carrier named on each quote; coverage, rates and discounts vary by carrier and are subject to underwriting. ${brand.licence.en}.`,
        `${brand.name} es una agencia de seguros independiente, no una aseguradora. Las pólizas las emite la aseguradora que aparece en cada cotización; las coberturas, tarifas y descuentos varían según la aseguradora y están sujetos a aprobación. ${brand.licence.es}.`,
      ),
      copyright: t(`© {0} ${brand.name}. All rights reserved.`, `© {0} ${brand.name}. Todos los derechos reservados.`),
    },
    popups: {
      language: {
        enabled: true,
        title: t("¿Prefieres español?", "Prefer English?"),
        body: t(
          "Puedes ver todo este sitio en español, con la misma información y los mismos precios.",
          "You can view this entire site in English, with the same information and prices.",
        ),
        confirm: t("Ver en español", "View in English"),
        dismiss: t("Stay in English", "Seguir en español"),
      },
      idle: {
        enabled: true,
        title: t("Still shopping for coverage?", "¿Sigues buscando cobertura?"),
        body: t(
          `Call ${brand.phones.sales} and a licensed agent will finish your quote with you.`,
          `Llama al ${brand.phones.sales} y un agente con licencia terminará tu cotización contigo.`,
        ),
        confirm: t("Call an agent", "Llama a un agente"),
        dismiss: t("Keep browsing", "Seguir navegando"),
      },
    },
    messages: {
      zipInvalid: t("You must enter a valid Zip Code", "Debes ingresar un código postal válido"),
    },
    limits: {
      backToTopPx: 400,
      languagePopupWaitMs: 5000,
      idlePopupWaitMs: 5000,
    },
  };
}
