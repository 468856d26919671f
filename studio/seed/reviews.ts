/** Seed reviews and testimonials, written in English and in Spanish by fictional customers. */

export const seedReviews = [
  {
    author: "Maria G.",
    rating: 5,
    language: "en",
    city: "Houston",
    date: "2026-10-28",
    text: "Got full coverage for less than I was paying for liability. The agent walked me through every option and I drove home insured the same afternoon.",
  },
  {
    author: "James T.",
    rating: 5,
    language: "en",
    city: "Dallas",
    date: "2026-10-21",
    text: "Fast, friendly and honest. They compared five companies for me in ten minutes.",
  },
  {
    author: "Ashley R.",
    rating: 4.5,
    language: "en",
    city: "Fort Worth",
    date: "2026-10-14",
    text: "I needed an SR-22 in a hurry and they filed it the same day. Great price too.",
  },
  {
    author: "Kevin L.",
    rating: 4,
    language: "en",
    city: "Austin",
    date: "2026-10-02",
    text: "Easy online quote, then a quick call to finish. Saved about forty dollars a month.",
  },
  {
    author: "Brenda S.",
    rating: 5,
    language: "en",
    city: "San Antonio",
    date: "2026-09-25",
    text: "The office staff remembered my name the second time I came in. Paying my bill online is simple.",
  },
  {
    author: "Marcus W.",
    rating: 4.5,
    language: "en",
    city: "El Paso",
    date: "2026-09-12",
    text: "They found me a policy after another agency said they couldn't help with my driving record.",
  },
  { author: "Tina P.", rating: 2, language: "en", city: "Lubbock", date: "2026-09-05", text: "Waited a while on the phone before someone picked up." },
  { author: "Robert K.", rating: 1, language: "en", city: "Waco", date: "2026-08-30", text: "Felt like a scam, the price went up at renewal." },
  {
    author: "Carlos M.",
    rating: 5,
    language: "es",
    city: "McAllen",
    date: "2026-10-30",
    text: "Me atendieron en español de principio a fin y salí con mi póliza el mismo día. Muy recomendados.",
  },
  {
    author: "Guadalupe H.",
    rating: 5,
    language: "es",
    city: "Laredo",
    date: "2026-10-18",
    text: "Compararon varias aseguradoras y me consiguieron un precio mucho mejor del que tenía.",
  },
  {
    author: "Luis F.",
    rating: 4.5,
    language: "es",
    city: "Houston",
    date: "2026-10-09",
    text: "Muy amables. Pagué en línea y recibí mi comprobante de seguro al instante.",
  },
  {
    author: "Rosa E.",
    rating: 4,
    language: "es",
    city: "San Antonio",
    date: "2026-09-27",
    text: "El proceso fue rápido y me explicaron bien las coberturas. Volveré para el seguro de inquilino.",
  },
  {
    author: "Jorge A.",
    rating: 5,
    language: "es",
    city: "Dallas",
    date: "2026-09-15",
    text: "Excelente servicio, me ayudaron con el SR-22 sin complicaciones.",
  },
  { author: "Patricia V.", rating: 1.5, language: "es", city: "Brownsville", date: "2026-09-01", text: "El agente fue grosero conmigo por teléfono." },
];

export const seedTestimonials = [
  {
    name: "Alejandra R.",
    city: "Houston",
    rating: 5,
    quote: {
      en: "As a first-time car owner I had no idea where to start. They explained everything in Spanish and English for my parents, and found us a policy that fits our budget.",
      es: "Era mi primer carro y no sabía por dónde empezar. Nos explicaron todo en español y en inglés para mis papás, y encontraron una póliza que cabe en nuestro presupuesto.",
    },
  },
  {
    name: "Derrick J.",
    city: "Dallas",
    rating: 5,
    quote: {
      en: "I compared quotes online on my lunch break and bought the policy before I got back to work. No pressure, no runaround.",
      es: "Comparé cotizaciones en línea durante mi almuerzo y compré la póliza antes de volver al trabajo. Sin presiones ni vueltas.",
    },
  },
  {
    name: "Sofía T.",
    city: "San Antonio",
    rating: 4.5,
    quote: {
      en: "After an accident they helped me understand my options and kept my rate reasonable. It feels like having a neighbor in the business.",
      es: "Después de un accidente me ayudaron a entender mis opciones y mantuvieron mi tarifa razonable. Es como tener un vecino en el negocio.",
    },
  },
  {
    name: "Greg H.",
    city: "Fort Worth",
    rating: 5,
    quote: {
      en: "Three trucks, two teenage drivers, and they still saved me money. The office on Main Street is always quick.",
      es: "Tres camionetas y dos conductores adolescentes, y aun así me ahorraron dinero. La oficina de Main Street siempre atiende rápido.",
    },
  },
  {
    name: "Yesenia P.",
    city: "El Paso",
    rating: 5,
    quote: {
      en: "They called me back when they said they would and had my SR-22 filed the same day.",
      es: "Me devolvieron la llamada cuando dijeron y presentaron mi SR-22 el mismo día.",
    },
  },
];
