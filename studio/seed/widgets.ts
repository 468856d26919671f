/**
 * Seed of each brand's widget settings (cms-schemas/widget-settings.ts): out-of-state links,
 * the contact form, consent texts, hero bar messages with their analytics figures, glossary,
 * team, video and A/B tests. Partner links use the `.example` domain reserved for fiction.
 */
import type { SeedBrand } from "./brands.ts";

type Text = { en: string; es: string };
const t = (en: string, es: string): Text => ({ en, es });

type Item = Record<string, unknown>;
/** Array members need `_key` and, for named object types, `_type`. */
const items = (type: string, list: Item[], key: (item: Item, index: number) => string) =>
  list.map((item, index) => ({
    _key: key(item, index)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-"),
    _type: type,
    ...item,
  }));

const glossary: { term: Text; definition: Text }[] = [
  {
    term: t("Bodily injury liability", "Responsabilidad civil por lesiones corporales"),
    definition: t(
      "Pays for injuries you cause to other people in an accident, including their medical bills, lost wages and legal costs if they sue you. Texas requires at least $30,000 per person and $60,000 per accident.",
      "Cubre las lesiones que causes a otras personas en un accidente, incluidos sus gastos médicos, salarios perdidos y costos legales si te demandan. Texas exige al menos $30,000 por persona y $60,000 por accidente.",
    ),
  },
  {
    term: t("Property damage liability", "Responsabilidad civil por daños a la propiedad"),
    definition: t(
      "Pays to repair or replace other people's property you damage with your car: their vehicle, a fence, a mailbox or a storefront. The Texas minimum is $25,000 per accident.",
      "Paga la reparación o el reemplazo de la propiedad de otras personas que dañes con tu auto: su vehículo, una cerca, un buzón o una tienda. El mínimo en Texas es de $25,000 por accidente.",
    ),
  },
  {
    term: t("Collision", "Choque (colisión)"),
    definition: t(
      "Pays to repair your own car after it hits another vehicle or an object, no matter who is at fault, minus your deductible. Lenders usually require it on financed or leased cars.",
      "Paga la reparación de tu propio auto cuando choca con otro vehículo o con un objeto, sin importar quién tenga la culpa, menos tu deducible. Los bancos suelen exigirlo en autos financiados o arrendados.",
    ),
  },
  {
    term: t("Comprehensive", "Cobertura amplia (comprehensive)"),
    definition: t(
      "Covers damage to your car that doesn't come from a collision: theft, hail, flood, fire, vandalism, a falling tree or hitting a deer.",
      "Cubre daños a tu auto que no vienen de un choque: robo, granizo, inundación, incendio, vandalismo, la caída de un árbol o atropellar un venado.",
    ),
  },
  {
    term: t("Deductible", "Deducible"),
    definition: t(
      "The part of a covered repair you pay before your insurance pays the rest. A higher deductible lowers your premium; pick one you could pay tomorrow without stress.",
      "La parte de una reparación cubierta que pagas tú antes de que el seguro pague el resto. Un deducible más alto baja tu prima; elige uno que podrías pagar mañana sin problema.",
    ),
  },
  {
    term: t("Premium", "Prima"),
    definition: t("The price of your policy, paid in full or in monthly installments.", "El precio de tu póliza, que pagas completo o en mensualidades."),
  },
  {
    term: t("Personal injury protection (PIP)", "Protección contra lesiones personales (PIP)"),
    definition: t(
      "Pays medical bills and lost income for you and your passengers after an accident, whoever caused it. In Texas it is included unless you reject it in writing.",
      "Paga gastos médicos e ingresos perdidos tuyos y de tus pasajeros después de un accidente, sin importar quién lo causó. En Texas viene incluida a menos que la rechaces por escrito.",
    ),
  },
  {
    term: t("Uninsured / underinsured motorist", "Conductor sin seguro o con seguro insuficiente"),
    definition: t(
      "Protects you when the driver who hits you has no insurance, or not enough to pay for your injuries and repairs. Roughly one in eight Texas drivers is uninsured.",
      "Te protege cuando el conductor que te choca no tiene seguro, o no tiene suficiente para pagar tus lesiones y reparaciones. Aproximadamente uno de cada ocho conductores en Texas no tiene seguro.",
    ),
  },
  {
    term: t("SR-22", "SR-22"),
    definition: t(
      "A certificate your insurer files with the state to prove you carry the required liability coverage, usually after a license suspension or a serious violation.",
      "Un certificado que tu aseguradora presenta ante el estado para demostrar que tienes la cobertura de responsabilidad obligatoria, normalmente después de una suspensión de licencia o una infracción grave.",
    ),
  },
  {
    term: t("Non-owner policy", "Póliza para no propietarios"),
    definition: t(
      "Liability coverage for people who drive but don't own a car, for example when borrowing or renting one. It also keeps your insurance history continuous.",
      "Cobertura de responsabilidad civil para quienes manejan pero no tienen auto, por ejemplo cuando piden uno prestado o rentan. También mantiene continuo tu historial de seguro.",
    ),
  },
];

const teams: Record<string, { name: string; role: Text; location: string; locationHref: string; bio: Text }[]> = {
  lonestar: [
    {
      name: "Maria Gonzalez",
      role: t("Agency director", "Directora de la agencia"),
      location: "Houston Southwest",
      locationHref: "/offices/houston-southwest",
      bio: t(
        "Twenty years helping Houston families find coverage that fits their budget.",
        "Veinte años ayudando a familias de Houston a encontrar una cobertura que se ajuste a su presupuesto.",
      ),
    },
    {
      name: "James Carter",
      role: t("Senior agent", "Agente sénior"),
      location: "Dallas Oak Cliff",
      locationHref: "/offices/dallas-oak-cliff",
      bio: t("Specialist in SR-22 filings and high-risk drivers.", "Especialista en formularios SR-22 y conductores de alto riesgo."),
    },
    {
      name: "Lucía Ramírez",
      role: t("Customer service lead", "Líder de servicio al cliente"),
      location: "San Antonio West",
      locationHref: "/offices/san-antonio-west",
      bio: t("Makes sure every claim question gets an answer the same day.", "Se asegura de que cada pregunta sobre reclamos tenga respuesta el mismo día."),
    },
    {
      name: "David Nguyen",
      role: t("Licensed agent", "Agente con licencia"),
      location: "Austin North",
      locationHref: "/offices/austin-north",
      bio: t("Speaks English, Spanish and Vietnamese.", "Habla inglés, español y vietnamita."),
    },
  ],
  bluebonnet: [
    {
      name: "Sarah Mitchell",
      role: t("Owner", "Propietaria"),
      location: "Fort Worth North Side",
      locationHref: "/offices/fort-worth-north-side",
      bio: t("Started Bluebonnet in 2006 with one desk and a phone.", "Fundó Bluebonnet en 2006 con un escritorio y un teléfono."),
    },
    {
      name: "Carlos Medina",
      role: t("Arizona agent", "Agente en Arizona"),
      location: "Phoenix",
      locationHref: "/offices/phoenix",
      bio: t("Covers drivers across Arizona and New Mexico.", "Atiende a conductores en Arizona y Nuevo México."),
    },
    {
      name: "Angela Brooks",
      role: t("Renters and roadside", "Inquilinos y asistencia vial"),
      location: "Arlington",
      locationHref: "/offices/arlington",
      bio: t("Bundles renters and roadside plans for the best price.", "Combina planes de inquilinos y asistencia vial al mejor precio."),
    },
  ],
  delsol: [
    {
      name: "Rosa Delgado",
      role: t("Founder", "Fundadora"),
      location: "El Paso East",
      locationHref: "/offices/el-paso-east",
      bio: t("Opened Seguros Del Sol to serve drivers with or without a license.", "Abrió Seguros Del Sol para atender a conductores con o sin licencia."),
    },
    {
      name: "Miguel Torres",
      role: t("Licensed agent", "Agente con licencia"),
      location: "McAllen",
      locationHref: "/offices/mcallen",
      bio: t("Helps first-time buyers understand every coverage.", "Ayuda a quienes compran por primera vez a entender cada cobertura."),
    },
    {
      name: "Ana Villarreal",
      role: t("Customer service", "Servicio al cliente"),
      location: "Laredo",
      locationHref: "/offices/laredo",
      bio: t("Handles payments, changes and renewals.", "Se encarga de pagos, cambios y renovaciones."),
    },
  ],
};

function contactForm() {
  return {
    fields: items(
      "formFieldDefinition",
      [
        {
          name: "fullName",
          label: t("Full name", "Nombre completo"),
          type: "text",
          required: true,
          requiredMessage: t("Please tell us your name", "Escribe tu nombre"),
        },
        {
          name: "email",
          label: t("E-mail", "Correo electrónico"),
          type: "email",
          required: true,
          requiredMessage: t("We need your e-mail to answer you", "Necesitamos tu correo para responderte"),
          constraintMessage: t("Please enter a valid e-mail address", "Ingresa un correo electrónico válido"),
        },
        {
          name: "phone",
          label: t("Phone (optional)", "Teléfono (opcional)"),
          type: "tel",
          required: false,
          constraintMessage: t("Please enter a 10-digit phone number", "Ingresa un teléfono de 10 dígitos"),
        },
        {
          name: "message",
          label: t("How can we help?", "¿En qué podemos ayudarte?"),
          type: "textarea",
          required: true,
          requiredMessage: t("Please write a short message", "Escribe un mensaje corto"),
        },
        { name: "callMe", label: t("Call me back during business hours", "Llámenme en horario de oficina"), type: "checkbox", required: false },
        { name: "website", label: t("Leave this field empty", "Deja este campo vacío"), type: "spam-trap", required: false },
      ],
      (item) => String(item.name),
    ),
    errorPage: "/form-error",
    captcha: true,
    captchaMessage: t("Please confirm you are not a robot", "Confirma que no eres un robot"),
  };
}

function consent(brand: SeedBrand) {
  return {
    text: t(
      `I agree that ${brand.name} may call, text or e-mail me about insurance offers, including by automated means. Consent is not required to buy. Message and data rates may apply.`,
      `Acepto que ${brand.name} me llame, me envíe mensajes de texto o correos sobre ofertas de seguros, incluso por medios automatizados. No es necesario aceptar para comprar. Pueden aplicar tarifas de mensajes y datos.`,
    ),
    policies: items(
      "consentPolicy",
      [
        {
          buttonId: "privacy",
          label: t("Privacy policy", "Política de privacidad"),
          title: t("Privacy policy", "Política de privacidad"),
          body: t(
            "We collect the information you give us to quote and service your insurance. We share it only with the carriers you ask us to quote and the service providers who help us run this site. We never sell your personal information.",
            "Recopilamos la información que nos das para cotizar y atender tu seguro. Solo la compartimos con las aseguradoras que nos pides cotizar y con los proveedores que nos ayudan a operar este sitio. Nunca vendemos tu información personal.",
          ),
        },
        {
          buttonId: "terms",
          label: t("Terms of use", "Términos de uso"),
          title: t("Terms of use", "Términos de uso"),
          body: t(
            "Quotes on this site are estimates until a carrier issues a policy. Rates depend on the information you provide and on each carrier's underwriting rules.",
            "Las cotizaciones de este sitio son estimados hasta que una aseguradora emite la póliza. Las tarifas dependen de la información que proporcionas y de las reglas de cada aseguradora.",
          ),
        },
        {
          buttonId: "tcpa",
          label: t("Calls and texts", "Llamadas y mensajes"),
          title: t("Consent to calls and texts", "Consentimiento para llamadas y mensajes"),
          body: t(
            "You can withdraw this consent at any time by replying STOP to a text or asking an agent. Up to 10 messages a month.",
            "Puedes retirar este consentimiento en cualquier momento respondiendo STOP a un mensaje o pidiéndolo a un agente. Hasta 10 mensajes al mes.",
          ),
        },
      ],
      (item) => String(item.buttonId),
    ),
  };
}

const analyticsByBrand: Record<string, { id: string; total: number }[]> = {
  lonestar: [
    { id: "quotes-2026", total: 184_320 },
    { id: "savings-2026", total: 12_468_000 },
  ],
  bluebonnet: [
    { id: "quotes-2026", total: 52_940 },
    { id: "savings-2026", total: 3_215_500 },
  ],
  delsol: [
    { id: "quotes-2026", total: 71_205 },
    { id: "savings-2026", total: 5_870_000 },
  ],
};

export function widgetSettingsFields(brand: SeedBrand): Record<string, unknown> {
  const served = new Set(brand.states);
  const links = [
    { state: "CA", url: "https://partner-auto.example/california", partner: "Pacific Partner Auto" },
    { state: "FL", url: "https://partner-auto.example/florida", partner: "Sunshine Partner Auto" },
  ].filter((link) => !served.has(link.state));
  return {
    zipOutOfService: t("Sorry, we don't offer insurance in your area yet.", "Lo sentimos, todavía no ofrecemos seguros en tu zona."),
    outOfStateLinks: items("outOfStateLink", links, (item) => String(item.state)),
    outOfStateRedirectSeconds: 5,
    waitListRedirect: `/content/${brand.code}/en/out-of-state.html?joined=1`,
    newsletterAction: `/content/${brand.code}/newsletter`,
    contactForm: contactForm(),
    captchaProvider: "altcha",
    consent: consent(brand),
    heroMessages: items(
      "heroMessage",
      [
        {
          text: t(
            "{count:quotes-2026} drivers compared quotes with us this year",
            "{count:quotes-2026} conductores compararon cotizaciones con nosotros este año",
          ),
        },
        { text: t("Our customers saved ${millions:savings-2026} million in 2026", "Nuestros clientes ahorraron ${millions:savings-2026} millones en 2026") },
      ],
      (_item, index) => `message-${index + 1}`,
    ),
    analytics: items("analyticsFigure", analyticsByBrand[brand.code] ?? [], (item) => String(item.id)),
    glossary: items("glossaryTerm", glossary, (item) => (item.term as Text).en),
    team: items("teamMember", teams[brand.code] ?? [], (item) => String(item.name)),
    video: { _type: "videoEmbed", videoId: "M7lc1UVf-VE", title: t("How comparing quotes works", "Cómo funciona comparar cotizaciones") },
    abTests: items("abTest", [{ id: "quote-card", variants: ["control", "savings"] }], (item) => String(item.id)),
    abTestingTool: "none",
  };
}
