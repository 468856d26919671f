/** UI strings in English that every page needs, the error page included. */

const core = {
  shell: {
    skipToContent: "Skip to main content",
    homeLink: "{{brand}} home",
    mainNav: "Main",
    menu: "Menu",
    close: "Close",
    getQuote: "Get a quote",
    callUs: "Call us",
    callNumber: "Call {{phone}}",
    backToTop: "Back to top",
    overview: "All of {{category}}",
  },
  language: {
    /** The other language's name, written in that language: the switch's visible label. */
    switchTo: "Español",
    switchToCode: "es",
  },
  /** The one date input (doc2 §5): the format it takes, shown under its label. */
  dateInput: { hint: "MM/DD/YYYY" },
  account: {
    menuLabel: "Account",
    greeting: "Hi, {{name}}",
  },
  footer: {
    nav: "Footer",
    contact: "Contact us",
    sales: "New quotes",
    service: "Customer service",
    email: "E-mail",
    hours: "Agents available Mon–Fri 8 am–8 pm, Sat 9 am–5 pm",
  },
  errors: {
    notFoundTitle: "We can't find that page",
    notFoundBody: "The link may be broken or the page may have moved. Let's get you back on the road.",
    errorTitle: "Something went wrong",
    errorBody: "We're having trouble loading this page. Please try again in a moment.",
    homeLink: "Go to the home page",
    code: "Error {{status}}",
    findOffice: "Find an office",
  },
};

export default core;
