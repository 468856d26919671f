/** UI strings in Spanish. Same keys as ../en (app/domain/i18n-keys.test.ts). */
import type { UiStrings } from "../en";
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

const es: UiStrings = {
  ...core,
  customer,
  addressSuggestions: {
    list: "Sugerencias de direcciones",
    count_one: "Se encontró {{count}} dirección. Usa las flechas hacia arriba y hacia abajo para elegirla.",
    count_other: "Se encontraron {{count}} direcciones. Usa las flechas hacia arriba y hacia abajo para elegir una.",
    none: "Ninguna dirección coincide. Sigue escribiendo o completa los campos tú mismo.",
    attribution: "Con la tecnología de Google",
  },
  vinCheck: {
    decoded:
      "Este VIN no pasa la verificación del dígito de control, así que puede tener un error. Lo leemos como {{vehicle}}. Si es tu vehículo, selecciona {{button}} para conservarlo; si no, corrige el VIN o agrega el vehículo por año, marca y modelo.",
    decodedListed:
      "Este VIN no pasa la verificación del dígito de control, así que puede tener un error. Lo leemos como {{vehicle}}. Si es tu vehículo, selecciona {{button}} para conservarlo; si no, corrige el VIN.",
    notFound:
      "Este VIN no pasa la verificación del dígito de control y no encontramos un vehículo con él. Compáralo con tu registro o tarjeta de seguro, o agrega el vehículo por año, marca y modelo.",
    notFoundListed:
      "Este VIN no pasa la verificación del dígito de control y no encontramos un vehículo con él. Si es el VIN de tu {{vehicle}}, selecciona {{button}} para conservarlo con ese vehículo; si no, compáralo con tu registro o tarjeta de seguro.",
  },
  preview: {
    viewingDrafts: "Estás viendo borradores",
    leave: "Salir de la vista previa",
  },
  home: {
    metaTitle: "{{brand}} | Seguro de auto barato, cotiza en minutos",
    metaDescription:
      "Compara tarifas de seguro de auto de las mejores aseguradoras en un solo lugar. Cotiza gratis en línea o llama a un agente local de {{brand}}.",
    eyebrow: "Seguro de auto sin complicaciones",
    zipHelp: "Código postal de 5 dígitos",
    orCall: "¿Prefieres hablar? Llama al",
    benefits: ["Cotizaciones gratis de varias aseguradoras", "Agentes locales que hablan español e inglés", "Paga en línea, firma en línea y maneja hoy"],
    trustTitle: "Por qué los conductores eligen {{brand}}",
    reviewsTitle: "Bien calificados por nuestros clientes",
    reviewsSummary: "{{rating}} de 5",
    reviewsCount: "en {{total}} opiniones",
    starsLabel: "Calificación de {{rating}} de 5 estrellas",
    carriersTitle: "Comparamos las mejores aseguradoras",
    carriersBody: "Un solo formulario y cotizaciones de {{total}} aseguradoras lado a lado.",
    officesTitle: "Oficinas cerca de ti",
    officesBody: "{{total}} oficinas locales con agentes listos para ayudarte, seis días a la semana.",
    reviewsFallback: "Miles de conductores confían en nosotros para su cobertura.",
    readReviews: "Leer opiniones",
    carriersFallback: "Un solo formulario y cotizaciones de varias aseguradoras lado a lado.",
    officesFallback: "Oficinas locales con agentes listos para ayudarte, seis días a la semana.",
    quoteCardTitle: "Cotiza gratis",
    quoteCardNote: "Sin spam ni compromiso. Solo toma unos minutos.",
    findOffice: "Buscar una oficina",
    productsTitle: "Protección para lo que importa",
    products: {
      auto: { title: "Seguro de auto", body: "Desde responsabilidad civil hasta cobertura completa, SR-22 y pólizas para no propietarios." },
      renters: { title: "Seguro de inquilino", body: "Protege tus pertenencias por menos de lo que cuesta un café a la semana." },
      home: { title: "Seguro de casa", body: "Cobertura para tu casa y todo lo que hay en ella." },
      roadside: { title: "Asistencia vial", body: "Grúa, paso de corriente, llantas ponchadas y cerrajería, 24/7." },
    },
    stepsTitle: "Asegurado en tres pasos",
    steps: [
      { title: "Cuéntanos sobre ti", body: "Tu código postal, conductores y vehículos. Toma unos cinco minutos." },
      { title: "Compara cotizaciones", body: "Ve los precios de varias aseguradoras y elige la cobertura que te conviene." },
      { title: "Compra y maneja", body: "Paga en línea y recibe tu comprobante de seguro al instante." },
    ],
    ctaTitle: "¿Tienes preguntas? Habla con un agente con licencia.",
    ctaBody: "Personas reales, en español o inglés, que te ayudan a encontrar el mejor precio.",
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

export default es;
