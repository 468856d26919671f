/** UI strings in Spanish that every page needs, the error page included. Same keys as ../en/core.ts. */
import type en from "../en/core";

const core: typeof en = {
  shell: {
    skipToContent: "Saltar al contenido principal",
    homeLink: "Inicio de {{brand}}",
    mainNav: "Principal",
    menu: "Menú",
    close: "Cerrar",
    getQuote: "Cotizar",
    callUs: "Llámanos",
    callNumber: "Llama al {{phone}}",
    backToTop: "Volver arriba",
    overview: "Todo sobre {{category}}",
  },
  language: {
    switchTo: "English",
    switchToCode: "en",
  },
  /** The one date input (doc2 §5): the format it takes, shown under its label. */
  dateInput: { hint: "MM/DD/AAAA" },
  account: {
    menuLabel: "Cuenta",
    greeting: "Hola, {{name}}",
  },
  footer: {
    nav: "Pie de página",
    contact: "Contáctanos",
    sales: "Cotizaciones nuevas",
    service: "Servicio al cliente",
    email: "Correo electrónico",
    hours: "Agentes disponibles de lunes a viernes de 8 am a 8 pm y sábados de 9 am a 5 pm",
  },
  errors: {
    notFoundTitle: "No encontramos esa página",
    notFoundBody: "Es posible que el enlace esté roto o que la página se haya movido. Te ayudamos a volver al camino.",
    errorTitle: "Algo salió mal",
    errorBody: "Tenemos problemas para cargar esta página. Inténtalo de nuevo en un momento.",
    homeLink: "Ir a la página de inicio",
    code: "Error {{status}}",
    findOffice: "Buscar una oficina",
  },
};

export default core;
