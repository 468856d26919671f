/**
 * Seeded editor-made pages (cms-schemas/page.ts), for every brand: auto insurance, coverage
 * explained, SR-22, home insurance, and the legal pages (privacy, terms, accessibility). Rich
 * text is written in a small markup turned into Portable Text: blank lines between paragraphs,
 * `## ` and `### ` headings, `- ` list items, `[text](/path)` links.
 */

type Text = { en: string; es: string };
const t = (en: string, es: string): Text => ({ en, es });

interface Span {
  _type: "span";
  text: string;
  marks: string[];
}

/** Portable Text blocks of the markup (stable keys come from build-seed's withKeys). */
export function portableText(markup: string): Record<string, unknown>[] {
  const blocks: Record<string, unknown>[] = [];
  let linkCount = 0;
  const inline = (text: string) => {
    const children: Span[] = [];
    const markDefs: Record<string, unknown>[] = [];
    let rest = text;
    for (let match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest); match; match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest)) {
      if (match.index > 0) children.push({ _type: "span", text: rest.slice(0, match.index), marks: [] });
      const key = `link-${++linkCount}`;
      markDefs.push({ _type: "link", _key: key, href: match[2] });
      children.push({ _type: "span", text: match[1] ?? "", marks: [key] });
      rest = rest.slice(match.index + match[0].length);
    }
    if (rest) children.push({ _type: "span", text: rest, marks: [] });
    return { children, markDefs };
  };
  for (const chunk of markup.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .trim()
      .split("\n")
      .map((line) => line.trim());
    if (lines.every((line) => line.startsWith("- "))) {
      for (const line of lines) blocks.push({ _type: "block", style: "normal", listItem: "bullet", level: 1, ...inline(line.slice(2)) });
      continue;
    }
    const text = lines.join(" ");
    const heading = /^(#{2,3}) (.*)$/.exec(text);
    if (heading) blocks.push({ _type: "block", style: heading[1] === "##" ? "h2" : "h3", ...inline(heading[2] ?? "") });
    else blocks.push({ _type: "block", style: "normal", ...inline(text) });
  }
  return blocks;
}

const rich = (heading: Text | null, en: string, es: string) => ({
  _type: "pageRichText",
  ...(heading ? { heading } : {}),
  body: { en: portableText(en), es: portableText(es) },
});
const hero = (heading: Text, text: Text) => ({ _type: "pageHero", heading, text });
const faq = (heading: Text, items: [Text, Text][]) => ({
  _type: "pageFaq",
  heading,
  items: items.map(([question, answer]) => ({ _type: "pageQuestion", question, answer })),
});
const cta = (heading: Text, text: Text, label: Text, href: string) => ({ _type: "pageCallToAction", heading, text, label, href });
const zipEntry = (heading: Text, text: Text) => ({ _type: "pageZipEntry", heading, text });
const officeFinder = (heading: Text, text: Text) => ({ _type: "pageOfficeFinder", heading, text });
const cards = (heading: Text, items: { title: Text; text: Text; href?: string }[]) => ({
  _type: "pageCards",
  heading,
  cards: items.map((card) => ({ _type: "pageCard", ...card })),
});

const startQuote = zipEntry(
  t("Compare quotes in minutes", "Compara cotizaciones en minutos"),
  t(
    "Enter your ZIP code to see prices from several insurance companies side by side.",
    "Escribe tu código postal y ve lado a lado los precios de varias aseguradoras.",
  ),
);

export interface SeedPage {
  slug: string;
  title: Text;
  description: Text;
  sections: Record<string, unknown>[];
}

export const seedPages: SeedPage[] = [
  {
    slug: "auto-insurance",
    title: t("Auto insurance", "Seguro de auto"),
    description: t(
      "Compare auto insurance from several companies with a local agent: liability, full coverage, SR-22 filings, in English or Spanish.",
      "Compara seguros de auto de varias compañías con un agente local: responsabilidad civil, cobertura completa y SR-22, en español o en inglés.",
    ),
    sections: [
      hero(
        t("Auto insurance that fits your budget", "Seguro de auto a la medida de tu bolsillo"),
        t(
          "We are an independent agency: we compare several insurance companies for you and help you choose, online, by phone or at an office near you.",
          "Somos una agencia independiente: comparamos varias aseguradoras por ti y te ayudamos a elegir, en línea, por teléfono o en una oficina cerca de ti.",
        ),
      ),
      startQuote,
      cards(t("What we can help you with", "En qué te podemos ayudar"), [
        {
          title: t("Liability coverage", "Responsabilidad civil"),
          text: t(
            "The coverage every Texas driver needs: it pays for the damage and injuries you cause to others.",
            "La cobertura que todo conductor en Texas necesita: paga los daños y las lesiones que causes a otros.",
          ),
          href: "/auto-insurance/coverage",
        },
        {
          title: t("Full coverage", "Cobertura completa"),
          text: t(
            "Collision and comprehensive pay to repair your own car; your lender usually requires them.",
            "La cobertura de choque y la cobertura amplia pagan la reparación de tu propio auto; tu financiera normalmente las exige.",
          ),
          href: "/auto-insurance/coverage",
        },
        {
          title: t("SR-22 filings", "Formularios SR-22"),
          text: t(
            "If the state asks you for proof of insurance, we file the SR-22 for you the same day.",
            "Si el estado te pide comprobante de seguro, presentamos el SR-22 por ti el mismo día.",
          ),
          href: "/auto-insurance/sr-22",
        },
        {
          title: t("A local office", "Una oficina cerca"),
          text: t("Prefer to talk in person? Our agents speak English and Spanish.", "¿Prefieres hablar en persona? Nuestros agentes hablan español e inglés."),
          href: "/offices",
        },
      ]),
      faq(t("Questions we hear often", "Preguntas frecuentes"), [
        [
          t("How much auto insurance do I need in Texas?", "¿Cuánto seguro de auto necesito en Texas?"),
          t(
            "Texas requires liability of at least $30,000 per injured person, $60,000 per accident and $25,000 for property damage (30/60/25). If your car is financed or leased, your lender will also require collision and comprehensive.",
            "Texas exige responsabilidad civil de al menos $30,000 por persona lesionada, $60,000 por accidente y $25,000 por daños a la propiedad (30/60/25). Si tu auto está financiado o arrendado, la financiera también te pedirá cobertura de choque y cobertura amplia.",
          ),
        ],
        [
          t("Can I get a quote without a driver's license?", "¿Puedo cotizar sin licencia de manejo?"),
          t(
            "Yes. Several of the companies we work with accept a foreign or international license, or a Texas ID; an agent can tell you which ones fit your case.",
            "Sí. Varias de las compañías con las que trabajamos aceptan licencia extranjera o internacional, o una identificación de Texas; un agente te dice cuáles te convienen.",
          ),
        ],
        [
          t("When does my coverage start?", "¿Cuándo empieza mi cobertura?"),
          t(
            "As soon as the policy is issued and the first payment is made: you can choose a start date up to 30 days ahead. A quote alone does not insure you.",
            "En cuanto se emite la póliza y se hace el primer pago; puedes elegir una fecha de inicio hasta con 30 días de anticipación. Una cotización por sí sola no te asegura.",
          ),
        ],
        [
          t("Do I pay more with monthly payments?", "¿Pago más si pago cada mes?"),
          t(
            "Often a little: companies add installment fees. Each quote shows the down payment, the installments and the total you pay, so you can compare.",
            "Muchas veces, un poco más: las compañías cobran cargos por pagos a plazos. Cada cotización muestra el pago inicial, las mensualidades y el total a pagar, para que puedas comparar.",
          ),
        ],
      ]),
    ],
  },
  {
    slug: "auto-insurance/coverage",
    title: t("Auto insurance coverage, explained", "Las coberturas de auto, explicadas"),
    description: t(
      "What liability, personal injury protection, uninsured motorist, collision and comprehensive coverage pay for, in plain words.",
      "Qué pagan la responsabilidad civil, la protección contra lesiones personales, la cobertura de conductor sin seguro, la cobertura de choque y la cobertura amplia, en palabras sencillas.",
    ),
    sections: [
      hero(
        t("Coverage, explained", "Las coberturas, explicadas"),
        t(
          "What each part of an auto policy pays for, so you can choose with confidence.",
          "Qué paga cada parte de una póliza de auto, para que elijas con confianza.",
        ),
      ),
      rich(
        null,
        `## Liability (required)

Pays for injuries and damage you cause to other people and their property. In Texas the minimum is 30/60/25: $30,000 per injured person, $60,000 per accident and $25,000 for property damage. Higher limits protect your savings if a serious accident happens.

## Personal injury protection (PIP)

Pays medical bills and part of lost wages for you and your passengers, whoever caused the accident. Texas companies must offer $2,500; you can decline it in writing.

## Uninsured and underinsured motorist (UM/UIM)

Pays for your injuries and your car's damage when the other driver has no insurance or not enough. About one in eight Texas drivers is uninsured.

## Collision

Pays to repair or replace your car after a crash with another car or an object, minus your deductible.

## Comprehensive

Pays for damage that is not a collision: theft, hail, flood, fire, a broken windshield, hitting a deer, minus your deductible.

## Extras

- Rental reimbursement: a rental car while yours is in the shop.
- Towing and labor: a tow or a roadside fix.
- Gap coverage: the difference between what you owe on a loan or lease and what the car is worth.

Not sure what you need? [Talk to an agent](/contact) or [find an office](/offices).`,
        `## Responsabilidad civil (obligatoria)

Paga las lesiones y los daños que causes a otras personas y a sus bienes. En Texas el mínimo es 30/60/25: $30,000 por persona lesionada, $60,000 por accidente y $25,000 por daños a la propiedad. Límites más altos protegen tus ahorros si ocurre un accidente grave.

## Protección contra lesiones personales (PIP)

Paga gastos médicos y parte del sueldo perdido tuyos y de tus pasajeros, sin importar quién causó el accidente. En Texas las compañías deben ofrecer $2,500; puedes rechazarla por escrito.

## Conductor sin seguro o con seguro insuficiente (UM/UIM)

Paga tus lesiones y los daños a tu auto cuando el otro conductor no tiene seguro o no tiene suficiente. Más o menos uno de cada ocho conductores en Texas no tiene seguro.

## Choque (colisión)

Paga la reparación o el reemplazo de tu auto después de un choque con otro vehículo o con un objeto, menos tu deducible.

## Cobertura amplia

Paga daños que no son un choque: robo, granizo, inundación, incendio, un parabrisas roto o atropellar un venado, menos tu deducible.

## Coberturas adicionales

- Reembolso por renta de auto: un auto rentado mientras el tuyo está en el taller.
- Grúa y mano de obra: el remolque o un arreglo en el camino.
- Cobertura gap: la diferencia entre lo que debes del préstamo o arrendamiento y lo que vale el auto.

¿No sabes qué necesitas? [Habla con un agente](/contact) o [busca una oficina](/offices).`,
      ),
      startQuote,
    ],
  },
  {
    slug: "auto-insurance/sr-22",
    title: t("SR-22 insurance", "Seguro con SR-22"),
    description: t(
      "What an SR-22 is, who needs one in Texas, how long you keep it and how we file it for you the same day.",
      "Qué es un SR-22, quién lo necesita en Texas, cuánto tiempo se mantiene y cómo lo presentamos por ti el mismo día.",
    ),
    sections: [
      hero(
        t("SR-22 filings, the same day", "SR-22 el mismo día"),
        t(
          "If the state requires proof of financial responsibility, we find you a policy and file the SR-22 with the Texas Department of Public Safety.",
          "Si el estado te exige comprobante de responsabilidad financiera, te conseguimos una póliza y presentamos el SR-22 ante el Departamento de Seguridad Pública de Texas.",
        ),
      ),
      rich(
        t("What is an SR-22?", "¿Qué es un SR-22?"),
        `An SR-22 is not insurance: it is a certificate your insurance company files with the state to prove you carry at least the minimum liability coverage.

Texas usually asks for one after:

- a conviction for driving while intoxicated (DWI) or driving without insurance;
- a suspended or revoked license;
- an accident while uninsured.

You generally keep it for two years from the date of the conviction or suspension. If the policy lapses, the company tells the state and your license can be suspended again, so keep your payments on time.`,
        `Un SR-22 no es un seguro: es un certificado que tu aseguradora presenta ante el estado para comprobar que tienes por lo menos la responsabilidad civil mínima.

En Texas normalmente se pide después de:

- una condena por manejar en estado de ebriedad (DWI) o por manejar sin seguro;
- una licencia suspendida o revocada;
- un accidente sin tener seguro.

Por lo general se mantiene dos años a partir de la condena o de la suspensión. Si la póliza se cancela, la compañía avisa al estado y tu licencia puede suspenderse otra vez, así que mantén tus pagos al día.`,
      ),
      faq(t("SR-22 questions", "Preguntas sobre el SR-22"), [
        [
          t("How much does an SR-22 cost?", "¿Cuánto cuesta un SR-22?"),
          t(
            "The filing fee is usually $25 or less. What changes is the premium: the violation behind the SR-22 raises it, which is why comparing several companies matters.",
            "El cargo por presentarlo suele ser de $25 o menos. Lo que cambia es la prima: la infracción que llevó al SR-22 la sube, por eso conviene comparar varias compañías.",
          ),
        ],
        [
          t("I don't own a car. Can I still get an SR-22?", "No tengo auto. ¿Puedo tener un SR-22?"),
          t(
            "Yes, with a non-owner policy: it covers you when you drive a car you borrow and satisfies the state.",
            "Sí, con una póliza para no propietarios: te cubre cuando manejas un auto prestado y cumple con lo que pide el estado.",
          ),
        ],
        [
          t("How fast is it filed?", "¿Qué tan rápido se presenta?"),
          t(
            "Most companies file electronically the day the policy starts; the state's records can take a few days to update.",
            "La mayoría de las compañías lo presentan en forma electrónica el día que empieza la póliza; los registros del estado pueden tardar unos días en actualizarse.",
          ),
        ],
      ]),
      cta(
        t("Talk to an agent about your SR-22", "Habla con un agente sobre tu SR-22"),
        t("An agent reviews your case and files the SR-22 for you.", "Un agente revisa tu caso y presenta el SR-22 por ti."),
        t("Contact us", "Contáctanos"),
        "/contact",
      ),
    ],
  },
  {
    slug: "home-insurance",
    title: t("Home insurance", "Seguro de casa"),
    description: t(
      "Homeowners insurance through a local agent: we compare companies for your house and can bundle it with your auto policy.",
      "Seguro de casa con un agente local: comparamos compañías para tu vivienda y podemos combinarlo con tu póliza de auto.",
    ),
    sections: [
      hero(
        t("Home insurance with a local agent", "Seguro de casa con un agente local"),
        t(
          "Home quotes are done with an agent, who reviews your house's details with you. Visit or call an office near you.",
          "Las cotizaciones de casa se hacen con un agente, que revisa contigo los datos de tu vivienda. Visita o llama a una oficina cerca de ti.",
        ),
      ),
      rich(
        t("What a home policy covers", "Qué cubre una póliza de casa"),
        `- Your house and attached structures, against fire, wind, hail, theft and other covered causes.
- Your belongings, inside the house and away from it.
- Liability if someone is hurt on your property.
- Extra living expenses while your house is being repaired.

Flood is not covered by a home policy; ask us about a separate flood policy. Renting? Ask about renters insurance.`,
        `- Tu casa y las estructuras unidas a ella, contra incendio, viento, granizo, robo y otras causas cubiertas.
- Tus pertenencias, dentro de la casa y fuera de ella.
- La responsabilidad civil si alguien se lastima en tu propiedad.
- Gastos adicionales de vivienda mientras reparan tu casa.

Una póliza de casa no cubre inundaciones; pregúntanos por una póliza de inundación aparte. ¿Rentas? Pregunta por el seguro de inquilino.`,
      ),
      officeFinder(t("Find an office near you", "Busca una oficina cerca de ti"), t("Search by ZIP code or city.", "Busca por código postal o ciudad.")),
    ],
  },
  {
    slug: "privacy",
    title: t("Privacy policy", "Política de privacidad"),
    description: t(
      "What personal information we collect, why, who we share it with and the choices you have.",
      "Qué información personal recopilamos, para qué, con quién la compartimos y qué opciones tienes.",
    ),
    sections: [
      rich(
        null,
        `Last updated: November 1, 2026.

We are an insurance agency. To quote and sell insurance we need personal information about you, your drivers and your vehicles. This policy explains what we collect, how we use it and the choices you have.

## What we collect

- What you give us: name, date of birth, address, phone, e-mail, driver's license details, vehicles, driving history and prior insurance.
- What insurance companies and consumer reports tell us when you ask for a quote, such as your driving record or claims history, as the law allows.
- How you use our site: pages visited and the device and browser you use, through cookies you can control.

## How we use it

- To get you quotes, sell and service your policy, and take payments.
- To contact you about your quote or policy by phone, e-mail or text message, as you agreed.
- To prevent fraud and meet our legal duties.

We do not sell your personal information.

## Who we share it with

- Insurance companies you ask us to quote, and the one that issues your policy.
- Service providers that work for us (payment processing, e-mail, hosting), bound to protect it.
- Authorities, when the law requires it.

## Your choices

- You can stop text messages at any time by replying STOP.
- You can ask us for a copy of your information, or to correct or delete it, by [contacting us](/contact). We answer within 45 days.
- California residents have further rights under the California Consumer Privacy Act; we honor them for every customer.

## How we protect it

Information travels encrypted, is kept on secured systems and is seen only by the people who need it to serve you. Card numbers go straight to our payment processor and never reach our systems.`,
        `Última actualización: 1 de noviembre de 2026.

Somos una agencia de seguros. Para cotizar y vender seguros necesitamos información personal tuya, de tus conductores y de tus vehículos. Esta política explica qué recopilamos, cómo la usamos y qué opciones tienes.

## Qué recopilamos

- Lo que nos das: nombre, fecha de nacimiento, dirección, teléfono, correo electrónico, datos de tu licencia de manejo, vehículos, historial de manejo y seguro anterior.
- Lo que nos informan las aseguradoras y los reportes de consumidor cuando pides una cotización, como tu historial de manejo o de reclamos, según lo permita la ley.
- Cómo usas nuestro sitio: páginas visitadas y el dispositivo y navegador que usas, mediante cookies que puedes controlar.

## Para qué la usamos

- Para conseguirte cotizaciones, venderte y atender tu póliza y recibir tus pagos.
- Para comunicarnos contigo sobre tu cotización o póliza por teléfono, correo o mensaje de texto, según lo que aceptaste.
- Para prevenir fraudes y cumplir con la ley.

No vendemos tu información personal.

## Con quién la compartimos

- Las aseguradoras a las que nos pides cotizar y la que emite tu póliza.
- Proveedores que trabajan para nosotros (procesamiento de pagos, correo, servidores), obligados a protegerla.
- Las autoridades, cuando la ley lo exige.

## Tus opciones

- Puedes dejar de recibir mensajes de texto en cualquier momento respondiendo STOP.
- Puedes pedirnos una copia de tu información, o que la corrijamos o la borremos, [comunicándote con nosotros](/contact). Respondemos en un plazo de 45 días.
- Los residentes de California tienen otros derechos según la Ley de Privacidad del Consumidor de California; los respetamos para todos nuestros clientes.

## Cómo la protegemos

La información viaja cifrada, se guarda en sistemas protegidos y solo la ven las personas que la necesitan para atenderte. Los números de tarjeta van directo a nuestro procesador de pagos y nunca llegan a nuestros sistemas.`,
      ),
    ],
  },
  {
    slug: "terms",
    title: t("Terms of use", "Términos de uso"),
    description: t(
      "The terms for using this site, getting quotes and buying a policy online.",
      "Los términos para usar este sitio, cotizar y comprar una póliza en línea.",
    ),
    sections: [
      rich(
        null,
        `Last updated: November 1, 2026.

By using this site you accept these terms. If you do not agree, please do not use it.

## Quotes are estimates

A quote is based on what you tell us and on information insurance companies check. The final price is set by the insurance company when it issues the policy and can change if any information is different. A quote does not insure you: coverage starts only when a policy is issued and paid.

## Your information must be true

Give complete and accurate answers for every driver and vehicle. Wrong or missing information can change your price, or lead the company to cancel the policy or deny a claim.

## Buying and signing online

When you buy online you agree to receive your documents and sign electronically. Your electronic signature has the same value as one on paper. You can ask for paper copies at any time.

## Payments

Payments are processed by our payment provider. Installment plans may include fees set by the insurance company, shown before you pay.

## Your account

Keep your password private. Tell us at once if you think someone else used your account.

## Limits

We work to keep the site accurate and available but cannot promise it will be free of errors or interruptions. Insurance is provided by the companies that issue the policies, under their terms.

## Questions

[Contact us](/contact) with any question about these terms.`,
        `Última actualización: 1 de noviembre de 2026.

Al usar este sitio aceptas estos términos. Si no estás de acuerdo, por favor no lo uses.

## Las cotizaciones son estimados

Una cotización se basa en lo que nos dices y en la información que revisan las aseguradoras. El precio final lo fija la aseguradora al emitir la póliza y puede cambiar si algún dato es distinto. Una cotización no te asegura: la cobertura empieza solo cuando se emite y se paga la póliza.

## Tu información debe ser verdadera

Da respuestas completas y correctas sobre cada conductor y cada vehículo. Información equivocada o incompleta puede cambiar tu precio, o hacer que la compañía cancele la póliza o niegue un reclamo.

## Comprar y firmar en línea

Al comprar en línea aceptas recibir tus documentos y firmar en forma electrónica. Tu firma electrónica vale lo mismo que una en papel. Puedes pedir copias impresas cuando quieras.

## Pagos

Los pagos los procesa nuestro proveedor de pagos. Los planes a plazos pueden incluir cargos que fija la aseguradora y que se muestran antes de pagar.

## Tu cuenta

No compartas tu contraseña. Avísanos de inmediato si crees que otra persona usó tu cuenta.

## Límites

Trabajamos para que el sitio sea correcto y esté disponible, pero no podemos prometer que no tenga errores o interrupciones. El seguro lo ofrecen las compañías que emiten las pólizas, según sus propios términos.

## Preguntas

[Comunícate con nosotros](/contact) si tienes cualquier pregunta sobre estos términos.`,
      ),
    ],
  },
  {
    slug: "accessibility",
    title: t("Accessibility statement", "Declaración de accesibilidad"),
    description: t(
      "Our commitment to a site everyone can use, and how to tell us about a barrier.",
      "Nuestro compromiso con un sitio que todos puedan usar y cómo avisarnos de una barrera.",
    ),
    sections: [
      rich(
        null,
        `We want everyone to be able to find an office, get a quote, buy a policy and manage it on this site, in English or Spanish.

## Our goal

We design and test the site to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. Every page can be used with a keyboard alone, every form field has a visible label that screen readers announce, and colors meet contrast requirements. We test with automated checks and by hand with a keyboard and screen readers.

## If something gets in your way

Tell us: we will help you complete what you came to do by phone, in person or by e-mail, and fix the problem. [Contact us](/contact) or visit [an office near you](/offices), and tell us the page and what happened. We answer within two business days.`,
        `Queremos que todas las personas puedan buscar una oficina, cotizar, comprar una póliza y administrarla en este sitio, en español o en inglés.

## Nuestra meta

Diseñamos y probamos el sitio para cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Todas las páginas se pueden usar solo con el teclado, cada campo tiene una etiqueta visible que los lectores de pantalla anuncian y los colores cumplen con los requisitos de contraste. Hacemos pruebas automáticas y pruebas a mano con teclado y lectores de pantalla.

## Si algo te impide avanzar

Avísanos: te ayudamos a terminar lo que viniste a hacer por teléfono, en persona o por correo, y corregimos el problema. [Comunícate con nosotros](/contact) o visita [una oficina cerca de ti](/offices), y dinos la página y lo que pasó. Respondemos en un plazo de dos días hábiles.`,
      ),
    ],
  },
];

/** The page documents (all brands: no brand list). */
export function pageSeedDocuments(doc: (id: string, type: string, fields: Record<string, unknown>) => Record<string, unknown>): Record<string, unknown>[] {
  return seedPages.map((page) => doc(`page-${page.slug.replaceAll("/", "-")}`, "page", { ...page }));
}
