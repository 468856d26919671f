/**
 * Seed offices, office settings, reviews and testimonials. Every office is fictional: street
 * addresses are invented, phone numbers use the 555-01xx range reserved for fiction (behind the
 * city's real area code) and e-mail addresses an `.example` domain; each sits at the real
 * coordinates of its city (city centre, nudged a little so two offices in one city do not overlap).
 */
import { seedBrands } from "./brands.ts";
import { seedReviews, seedTestimonials } from "./reviews.ts";

type Doc = (id: string, type: string, fields: Record<string, unknown>) => Record<string, unknown>;
type Ref = (id: string) => { _type: string; _ref: string };

/** [name, street, city, state, zip, lat, lng] */
type Row = [string, string, string, string, string, number, number];

const rows: Row[] = [
  ["Houston Downtown", "1200 Main St, Suite 110", "Houston", "TX", "77002", 29.7556, -95.3651],
  ["Houston North", "8720 N Freeway", "Houston", "TX", "77037", 29.8911, -95.4116],
  ["Houston Southwest", "9600 Bellaire Blvd, Suite 104", "Houston", "TX", "77036", 29.7053, -95.5449],
  ["Pasadena", "2410 Red Bluff Rd", "Pasadena", "TX", "77506", 29.6911, -95.2091],
  ["Baytown", "4201 Garth Rd", "Baytown", "TX", "77521", 29.7606, -94.9822],
  ["Humble", "1810 First St E", "Humble", "TX", "77338", 29.9988, -95.2622],
  ["Katy", "1550 S Mason Rd", "Katy", "TX", "77450", 29.7553, -95.7559],
  ["Sugar Land", "3340 Hwy 6", "Sugar Land", "TX", "77478", 29.6197, -95.6349],
  ["Conroe", "905 W Davis St", "Conroe", "TX", "77301", 30.3119, -95.4561],
  ["Galveston", "2710 Broadway Ave J", "Galveston", "TX", "77550", 29.3013, -94.7977],
  ["Dallas Downtown", "1400 Elm St, Suite 200", "Dallas", "TX", "75201", 32.7817, -96.799],
  ["Dallas Oak Cliff", "410 W Jefferson Blvd", "Dallas", "TX", "75208", 32.7434, -96.8275],
  ["Dallas Northwest", "10550 Harry Hines Blvd", "Dallas", "TX", "75220", 32.8631, -96.8856],
  ["Garland", "3030 Broadway Blvd", "Garland", "TX", "75041", 32.9126, -96.6389],
  ["Mesquite", "1515 N Galloway Ave", "Mesquite", "TX", "75149", 32.7668, -96.5992],
  ["Irving", "2201 W Irving Blvd", "Irving", "TX", "75061", 32.814, -96.9489],
  ["Grand Prairie", "905 W Main St", "Grand Prairie", "TX", "75050", 32.7459, -96.9978],
  ["Arlington", "1111 E Division St", "Arlington", "TX", "76011", 32.7357, -97.1081],
  ["Plano", "1820 K Ave", "Plano", "TX", "75074", 33.0198, -96.6989],
  ["Denton", "620 S Elm St", "Denton", "TX", "76201", 33.2148, -97.1331],
  ["Fort Worth Downtown", "500 W 7th St, Suite 120", "Fort Worth", "TX", "76102", 32.7555, -97.3308],
  ["Fort Worth North Side", "2420 N Main St", "Fort Worth", "TX", "76164", 32.7897, -97.3496],
  ["Fort Worth Southeast", "3700 E Berry St", "Fort Worth", "TX", "76105", 32.7062, -97.2687],
  ["Austin Downtown", "800 Congress Ave, Suite 150", "Austin", "TX", "78701", 30.2694, -97.7428],
  ["Austin North", "9300 N Lamar Blvd", "Austin", "TX", "78753", 30.3656, -97.6956],
  ["Round Rock", "1000 N Mays St", "Round Rock", "TX", "78664", 30.5083, -97.6789],
  ["San Marcos", "310 E Hopkins St", "San Marcos", "TX", "78666", 29.8833, -97.9414],
  ["New Braunfels", "1650 Walnut Ave", "New Braunfels", "TX", "78130", 29.703, -98.1245],
  ["Seguin", "720 E Court St", "Seguin", "TX", "78155", 29.5688, -97.9647],
  ["San Antonio Downtown", "300 E Commerce St", "San Antonio", "TX", "78205", 29.4241, -98.4936],
  ["San Antonio West", "5200 Culebra Rd", "San Antonio", "TX", "78228", 29.45, -98.5706],
  ["San Antonio South", "3400 S Zarzamora St", "San Antonio", "TX", "78225", 29.3727, -98.5237],
  ["Killeen", "610 W Veterans Memorial Blvd", "Killeen", "TX", "76541", 31.1171, -97.7278],
  ["Temple", "1901 S 31st St", "Temple", "TX", "76504", 31.0982, -97.3428],
  ["Waco", "1620 Franklin Ave", "Waco", "TX", "76701", 31.5493, -97.1467],
  ["Bryan", "2110 S Texas Ave", "Bryan", "TX", "77803", 30.6744, -96.37],
  ["Tyler", "900 S Broadway Ave", "Tyler", "TX", "75701", 32.3513, -95.3011],
  ["Longview", "1208 W Marshall Ave", "Longview", "TX", "75601", 32.5007, -94.7405],
  ["Texarkana", "2600 New Boston Rd", "Texarkana", "TX", "75501", 33.4251, -94.0477],
  ["Beaumont", "3050 College St", "Beaumont", "TX", "77701", 30.0802, -94.1266],
  ["Victoria", "1802 N Navarro St", "Victoria", "TX", "77901", 28.8053, -97.0036],
  ["Corpus Christi", "4101 S Staples St", "Corpus Christi", "TX", "78411", 27.8006, -97.3964],
  ["Laredo", "1320 San Bernardo Ave", "Laredo", "TX", "78040", 27.5306, -99.4803],
  ["Eagle Pass", "890 Main St", "Eagle Pass", "TX", "78852", 28.7091, -100.4995],
  ["Del Rio", "1410 Veterans Blvd", "Del Rio", "TX", "78840", 29.3709, -100.8959],
  ["McAllen", "1001 N 10th St", "McAllen", "TX", "78501", 26.2034, -98.23],
  ["Pharr", "415 S Cage Blvd", "Pharr", "TX", "78577", 26.1948, -98.1836],
  ["Edinburg", "210 W University Dr", "Edinburg", "TX", "78539", 26.3017, -98.1633],
  ["Weslaco", "900 E Expressway 83", "Weslaco", "TX", "78596", 26.1595, -97.9908],
  ["Harlingen", "1302 W Harrison Ave", "Harlingen", "TX", "78550", 26.1906, -97.6961],
  ["Brownsville", "2150 Boca Chica Blvd", "Brownsville", "TX", "78520", 25.9017, -97.4975],
  ["San Angelo", "2310 Sherwood Way", "San Angelo", "TX", "76901", 31.4638, -100.437],
  ["Abilene", "1850 N 1st St", "Abilene", "TX", "79601", 32.4487, -99.7331],
  ["Midland", "1420 N Big Spring St", "Midland", "TX", "79701", 31.9973, -102.0779],
  ["Odessa", "2501 E 8th St", "Odessa", "TX", "79761", 31.8457, -102.3676],
  ["Lubbock", "1910 Avenue Q", "Lubbock", "TX", "79401", 33.5779, -101.8552],
  ["Amarillo", "2700 S Georgia St", "Amarillo", "TX", "79109", 35.222, -101.8313],
  ["Wichita Falls", "1400 Kemp Blvd", "Wichita Falls", "TX", "76301", 33.9137, -98.4934],
  ["El Paso East", "9100 Dyer St", "El Paso", "TX", "79924", 31.7619, -106.485],
  ["El Paso Mission Valley", "7700 Alameda Ave", "El Paso", "TX", "79915", 31.7172, -106.3567],
  ["Las Cruces", "1250 El Paseo Rd", "Las Cruces", "NM", "88001", 32.3199, -106.7637],
  ["Albuquerque", "3001 Central Ave NE", "Albuquerque", "NM", "87106", 35.0844, -106.6504],
  ["Oklahoma City", "2200 S Robinson Ave", "Oklahoma City", "OK", "73109", 35.4676, -97.5164],
  ["Shreveport", "1100 Texas Ave", "Shreveport", "LA", "71101", 32.5252, -93.7502],
  ["Phoenix", "3100 N 16th St", "Phoenix", "AZ", "85016", 33.4484, -112.074],
];

/**
 * Each office city's area code (the one its numbers were first given; overlays share the area),
 * so an office's phone number reads as local to its city.
 */
const cityAreaCodes: Record<string, string> = {
  Houston: "713",
  Pasadena: "713",
  Baytown: "281",
  Humble: "281",
  Katy: "281",
  "Sugar Land": "281",
  Conroe: "936",
  Galveston: "409",
  Dallas: "214",
  Garland: "972",
  Mesquite: "972",
  Irving: "972",
  "Grand Prairie": "972",
  Plano: "972",
  Arlington: "817",
  Denton: "940",
  "Fort Worth": "817",
  Austin: "512",
  "Round Rock": "512",
  "San Marcos": "512",
  "New Braunfels": "830",
  Seguin: "830",
  "San Antonio": "210",
  Killeen: "254",
  Temple: "254",
  Waco: "254",
  Bryan: "979",
  Tyler: "903",
  Longview: "903",
  Texarkana: "903",
  Beaumont: "409",
  Victoria: "361",
  "Corpus Christi": "361",
  Laredo: "956",
  "Eagle Pass": "830",
  "Del Rio": "830",
  McAllen: "956",
  Pharr: "956",
  Edinburg: "956",
  Weslaco: "956",
  Harlingen: "956",
  Brownsville: "956",
  "San Angelo": "325",
  Abilene: "325",
  Midland: "432",
  Odessa: "432",
  Lubbock: "806",
  Amarillo: "806",
  "Wichita Falls": "940",
  "El Paso": "915",
  "Las Cruces": "575",
  Albuquerque: "505",
  "Oklahoma City": "405",
  Shreveport: "318",
  Phoenix: "602",
};

function areaCode(city: string): string {
  const code = cityAreaCodes[city];
  if (!code) throw new Error(`No area code for ${city}: add it to cityAreaCodes`);
  return code;
}

/** Opening hours rotate through a few patterns, as real offices' do. */
const hourPatterns = [
  { hoursMonFri: "9:00 am – 6:00 pm", hoursSaturday: "10:00 am – 2:00 pm", hoursSunday: "" },
  { hoursMonFri: "8:30 am – 6:30 pm", hoursSaturday: "9:00 am – 3:00 pm", hoursSunday: "" },
  { hoursMonFri: "9:00 am – 7:00 pm", hoursSaturday: "10:00 am – 4:00 pm", hoursSunday: "11:00 am – 3:00 pm" },
  { hoursMonFri: "9:00 am – 5:30 pm", hoursSaturday: "", hoursSunday: "" },
];

export function officeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const seedOffices = rows.map(([name, address, city, state, zipcode, latitude, longitude], index) => {
  const slug = officeSlug(name);
  const destination = encodeURIComponent(`${address}, ${city}, ${state} ${zipcode}`);
  return {
    name,
    slug,
    address,
    city,
    state,
    zipcode,
    latitude,
    longitude,
    phone: `(${areaCode(city)}) 555-01${String(index % 100).padStart(2, "0")}`,
    email: `${slug}@offices.example`,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
    ...hourPatterns[index % hourPatterns.length],
  };
});

/**
 * A demo browser key for one brand, so the map path of the site can be seen with the Maps
 * script routed to a local stand-in (tests/e2e/fixtures/google-maps-stand-in.js). Offline, the
 * real script fails to load and that brand shows the list with the load error in the console.
 */
const DEMO_MAPS_KEY = { delsol: "demo-browser-key-delsol" } as Record<string, string>;

/** The quote page's review slider: one brand shows reviews near its review places (doc1 §2), the others static reviews. */
const QUOTE_SLIDER_TYPE = { bluebonnet: "dynamic" } as Record<string, "static" | "dynamic">;

export function officeSeedDocuments(doc: Doc, ref: Ref): Record<string, unknown>[] {
  const documents = seedOffices.map((office) => doc(`office-${office.slug}`, "office", office));
  for (const brand of seedBrands) {
    documents.push(
      doc(`officeSettings-${brand.code}`, "officeSettings", {
        brand: ref(`brand-${brand.code}`),
        ...(DEMO_MAPS_KEY[brand.code] ? { mapsApiKey: DEMO_MAPS_KEY[brand.code] } : {}),
        markerIcon: "/images/map-marker.svg",
        minRating: 4,
        negativeKeywords: "scam, rude, never again, estafa, grosero",
        reviewsPlaceQuery: "insurance agency Fort Worth TX",
        quoteSliderType: QUOTE_SLIDER_TYPE[brand.code] ?? "static",
        reviewLocations: [
          { _key: "fort-worth", _type: "reviewLocation", location: "Fort Worth Downtown", latitude: 32.7555, longitude: -97.3308, minRating: 4 },
          { _key: "arlington", _type: "reviewLocation", location: "Arlington", latitude: 32.7357, longitude: -97.1081, minRating: 4 },
        ],
      }),
    );
  }
  seedReviews.forEach((review, index) => documents.push(doc(`review-${String(index + 1).padStart(3, "0")}`, "review", review)));
  seedTestimonials.forEach((testimonial, index) =>
    documents.push(doc(`testimonial-${String(index + 1).padStart(3, "0")}`, "testimonial", { ...testimonial, order: index + 1 })),
  );
  return documents;
}
