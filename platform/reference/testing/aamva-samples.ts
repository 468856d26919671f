/**
 * Test material: AAMVA DL/ID card design standard payloads (fictional people) across versions 01–10
 * and the layouts jurisdictions use, each with the fields a correct read gives (or `null` when the
 * read must be refused as "image not clear"). Written from the standard's layout:
 *
 * - header: compliance indicator "@", data element separator LF, record separator RS, segment
 *   terminator CR, file type "ANSI " (some version 01 cards: "AAMVA"), the jurisdiction's issuer
 *   identification number (6 digits), the AAMVA version (2 digits), from version 02 the
 *   jurisdiction version (2 digits), the number of subfiles (2 digits), then each subfile's type
 *   ("DL" or "ID"), offset and length (4 digits each);
 * - each subfile starts with its type, then data elements (a three-letter ID and its value)
 *   separated by LF and ended by CR;
 * - version 01: full name DAA ("LAST,FIRST,MIDDLE" or, on some cards, "FIRST MIDDLE LAST") or
 *   DAB/DAC/DAD, dates CCYYMMDD, sex in DBC as M/F or 1/2, a customer number in DBJ beside the
 *   licence number in DAQ;
 * - versions 02–03: family name DCS and given names DCT ("FIRST,MIDDLE" or "FIRST MIDDLE");
 * - versions 04–10: DCS, DAC first and DAD middle (some jurisdictions still write DCT, or both
 *   given names in DAC), US dates MMDDCCYY and Canadian dates CCYYMMDD, sex 1 male / 2 female.
 *
 * Some payloads write dates in the other order than their version declares, as cards in
 * circulation do; one has lost its separators, as a poor read does.
 */
import type { LicenceFields } from "../aamva.ts";

/** The date the samples' expectations hold on (ages of 14 and 120 count from it). */
export const aamvaSamplesDate = new Date("2026-11-27T18:00:00Z");

export interface AamvaSample {
  name: string;
  text: string;
  /** The fields a correct read gives, or null when the read is refused. */
  expected: LicenceFields | null;
}

interface PayloadOptions {
  iin: string;
  version: string;
  /** "DL" (licence) or "ID" (identification card). */
  type?: "DL" | "ID";
  /** Version 01 cards of some jurisdictions start with "AAMVA" instead of "ANSI ". */
  fileType?: "ANSI " | "AAMVA";
  /** Jurisdiction-specific subfile ("ZT", "ZN", …) with its elements. */
  jurisdiction?: { type: string; elements: string[] };
}

/** An AAMVA payload of the elements, with a header whose offsets and lengths match. */
export function buildAamva(elements: string[], options: PayloadOptions): string {
  const type = options.type ?? "DL";
  const subfiles: { type: string; body: string }[] = [{ type, body: `${type}${elements.join("\n")}\r` }];
  if (options.jurisdiction) subfiles.push({ type: options.jurisdiction.type, body: `${options.jurisdiction.type}${options.jurisdiction.elements.join("\n")}\r` });
  const jurisdictionVersion = options.version === "01" ? "" : "00";
  const fixed = `@\n\x1e\r${options.fileType ?? "ANSI "}${options.iin}${options.version}${jurisdictionVersion}${String(subfiles.length).padStart(2, "0")}`;
  let offset = fixed.length + subfiles.length * 10;
  let designators = "";
  for (const subfile of subfiles) {
    designators += `${subfile.type}${String(offset).padStart(4, "0")}${String(subfile.body.length).padStart(4, "0")}`;
    offset += subfile.body.length;
  }
  return `${fixed}${designators}${subfiles.map((s) => s.body).join("")}`;
}

const person = (fields: Partial<LicenceFields> & Pick<LicenceFields, "firstName" | "lastName" | "dateOfBirth" | "documentNumber" | "aamvaVersion">): LicenceFields => ({
  middleName: "",
  address: "",
  address2: "",
  city: "",
  state: "",
  zipCode: "",
  gender: "",
  issueDate: "",
  expirationDate: "",
  ...fields,
});

/** The tail most version 04+ cards carry after the names and dates. */
const modernTail = (country = "USA") => ["DAYBRO", "DAU069 IN", "DCF00123456789012345", `DCG${country}`, "DDEN", "DDFN", "DDGN"];

export const aamvaSamples: AamvaSample[] = [
  {
    name: "TX v08, names in DCS/DAC/DAD, sex 2, US dates",
    text: buildAamva(
      ["DCAC", "DCBNONE", "DCDNONE", "DBA03142027", "DCSALVARADO", "DACMARIA", "DADELENA", "DBD06022019", "DBB03141988", "DBC2", "DAG4120 BLUEBONNET TRAIL", "DAIAUSTIN", "DAJTX", "DAK787450000  ", "DAQ91002341", ...modernTail()],
      { iin: "636015", version: "08" },
    ),
    expected: person({ firstName: "MARIA", middleName: "ELENA", lastName: "ALVARADO", dateOfBirth: "03/14/1988", documentNumber: "91002341", address: "4120 BLUEBONNET TRAIL", city: "AUSTIN", state: "TX", zipCode: "78745", gender: "1", issueDate: "06/02/2019", expirationDate: "03/14/2027", aamvaVersion: "08" }),
  },
  {
    name: "CA v10, licence number first, jurisdiction subfile",
    text: buildAamva(
      ["DAQD4417726", "DCSNGUYEN", "DDEN", "DACTHANH", "DDFN", "DADMINH", "DDGN", "DCAC", "DCBNONE", "DCDNONE", "DBD09152022", "DBB11021991", "DBA11022027", "DBC1", "DAU509", "DAYBRN", "DAG1820 W OLIVE AVE", "DAIFRESNO", "DAJCA", "DAK937280000", "DCF09/15/2022628B4/BBFD/27", "DCGUSA", "DAZBLK", "DCK22258D44177260401", "DDB08292017"],
      { iin: "636014", version: "10", jurisdiction: { type: "ZC", elements: ["ZCAGRN", "ZCBBRN", "ZCC", "ZCD"] } },
    ),
    expected: person({ firstName: "THANH", middleName: "MINH", lastName: "NGUYEN", dateOfBirth: "11/02/1991", documentNumber: "D4417726", address: "1820 W OLIVE AVE", city: "FRESNO", state: "CA", zipCode: "93728", gender: "0", issueDate: "09/15/2022", expirationDate: "11/02/2027", aamvaVersion: "10" }),
  },
  {
    name: "FL v01, DAA LAST,FIRST,MIDDLE, sex M, year-first dates",
    text: buildAamva(
      ["DAAJOHNSON,ROBERT,LEE", "DAG1401 SW 8TH ST", "DAIMIAMI", "DAJFL", "DAK33135", "DAQJ525437801220", "DBA20280122", "DBB19720122", "DBCM", "DBD20200115", "DAU600", "DAYBRO"],
      { iin: "636010", version: "01" },
    ),
    expected: person({ firstName: "ROBERT", middleName: "LEE", lastName: "JOHNSON", dateOfBirth: "01/22/1972", documentNumber: "J525437801220", address: "1401 SW 8TH ST", city: "MIAMI", state: "FL", zipCode: "33135", gender: "0", issueDate: "01/15/2020", expirationDate: "01/22/2028", aamvaVersion: "01" }),
  },
  {
    name: "PA v01, DAA FIRST MIDDLE LAST (no commas), sex F",
    text: buildAamva(
      ["DAQ29384756", "DAAKAREN ANN MCALLISTER", "DAG88 HIGH ST", "DAIERIE", "DAJPA", "DAK16501", "DBA20270505", "DBB19650505", "DBCF", "DBD20230420"],
      { iin: "636025", version: "01" },
    ),
    expected: person({ firstName: "KAREN", middleName: "ANN", lastName: "MCALLISTER", dateOfBirth: "05/05/1965", documentNumber: "29384756", address: "88 HIGH ST", city: "ERIE", state: "PA", zipCode: "16501", gender: "1", issueDate: "04/20/2023", expirationDate: "05/05/2027", aamvaVersion: "01" }),
  },
  {
    name: "MA v01 (AAMVA file type), DAA LAST,FIRST MIDDLE with a space, sex 1",
    text: buildAamva(
      ["DAAOCONNOR,PATRICK JAMES", "DAQS12345678", "DAG12 ELM ST", "DAIWORCESTER", "DAJMA", "DAK016040000", "DBB19800704", "DBC1", "DBD20210301", "DBA20260704"],
      { iin: "636002", version: "01", fileType: "AAMVA" },
    ),
    expected: person({ firstName: "PATRICK", middleName: "JAMES", lastName: "OCONNOR", dateOfBirth: "07/04/1980", documentNumber: "S12345678", address: "12 ELM ST", city: "WORCESTER", state: "MA", zipCode: "01604", gender: "0", issueDate: "03/01/2021", expirationDate: "07/04/2026", aamvaVersion: "01" }),
  },
  {
    name: "VA v01, DAB/DAC/DAD and a customer number in DBJ",
    text: buildAamva(
      ["DAQA09876543", "DABWASHINGTON", "DACDENISE", "DADMARIE", "DAG300 E MAIN ST", "DAIRICHMOND", "DAJVA", "DAK232190000", "DBJ000918273", "DBB19770812", "DBC2", "DBD20190812", "DBA20270812"],
      { iin: "636000", version: "01" },
    ),
    expected: person({ firstName: "DENISE", middleName: "MARIE", lastName: "WASHINGTON", dateOfBirth: "08/12/1977", documentNumber: "A09876543", address: "300 E MAIN ST", city: "RICHMOND", state: "VA", zipCode: "23219", gender: "1", issueDate: "08/12/2019", expirationDate: "08/12/2027", aamvaVersion: "01" }),
  },
  {
    name: "GA v01, DAA with a suffix, month-first dates",
    text: buildAamva(
      ["DAQ054321987", "DAABROWN,JAMES,EARL,JR", "DAG55 PEACHTREE ST", "DAIATLANTA", "DAJGA", "DAK30303", "DBB06181985", "DBCM", "DBD01102022", "DBA06182030"],
      { iin: "636055", version: "01" },
    ),
    expected: person({ firstName: "JAMES", middleName: "EARL", lastName: "BROWN", dateOfBirth: "06/18/1985", documentNumber: "054321987", address: "55 PEACHTREE ST", city: "ATLANTA", state: "GA", zipCode: "30303", gender: "0", issueDate: "01/10/2022", expirationDate: "06/18/2030", aamvaVersion: "01" }),
  },
  {
    name: "IL v02, given names in DCT with a comma",
    text: buildAamva(
      ["DCAD", "DCBNONE", "DCDNONE", "DBA09302026", "DCSMILLER", "DCTJUSTIN,WILLIAM", "DBD09282022", "DBB09301994", "DBC1", "DAYBLU", "DAU511", "DAG601 N STATE ST", "DAICHICAGO", "DAJIL", "DAK606100000", "DAQM46012345678", "DCFCD0123456", "DCGUSA"],
      { iin: "636035", version: "02" },
    ),
    expected: person({ firstName: "JUSTIN", middleName: "WILLIAM", lastName: "MILLER", dateOfBirth: "09/30/1994", documentNumber: "M46012345678", address: "601 N STATE ST", city: "CHICAGO", state: "IL", zipCode: "60610", gender: "0", issueDate: "09/28/2022", expirationDate: "09/30/2026", aamvaVersion: "02" }),
  },
  {
    name: "NY v03, given names in DCT with a space",
    text: buildAamva(
      ["DCAD", "DCBNONE", "DCDNONE", "DBA02102029", "DCSPATEL", "DCTPRIYA ANJALI", "DBD02032021", "DBB02101999", "DBC2", "DAYBRO", "DAU062 IN", "DAG77 QUEENS BLVD", "DAIFOREST HILLS", "DAJNY", "DAK11375", "DAQ123456789", "DCFNYDOC1234", "DCGUSA"],
      { iin: "636001", version: "03" },
    ),
    expected: person({ firstName: "PRIYA", middleName: "ANJALI", lastName: "PATEL", dateOfBirth: "02/10/1999", documentNumber: "123456789", address: "77 QUEENS BLVD", city: "FOREST HILLS", state: "NY", zipCode: "11375", gender: "1", issueDate: "02/03/2021", expirationDate: "02/10/2029", aamvaVersion: "03" }),
  },
  {
    name: "AZ v04, DAC and DAD, DAH second address line",
    text: buildAamva(
      ["DAQD08165432", "DCSREYES", "DACDANIEL", "DADTOMAS", "DBD03122020", "DBB01301995", "DBA01302030", "DBC1", "DAG2400 E CAMELBACK RD", "DAHAPT 14", "DAIPHOENIX", "DAJAZ", "DAK85016", ...modernTail()],
      { iin: "636026", version: "04" },
    ),
    expected: person({ firstName: "DANIEL", middleName: "TOMAS", lastName: "REYES", dateOfBirth: "01/30/1995", documentNumber: "D08165432", address: "2400 E CAMELBACK RD", address2: "APT 14", city: "PHOENIX", state: "AZ", zipCode: "85016", gender: "0", issueDate: "03/12/2020", expirationDate: "01/30/2030", aamvaVersion: "04" }),
  },
  {
    name: "OH v05, still writes given names in DCT",
    text: buildAamva(
      ["DCAD", "DCBB", "DCDNONE", "DBA04112028", "DCSKOWALSKI", "DCTANNA,MARIE", "DBD04012024", "DBB04111990", "DBC2", "DAG1500 LAKE AVE", "DAICLEVELAND", "DAJOH", "DAK441070000", "DAQSB123456", ...modernTail()],
      { iin: "636023", version: "05" },
    ),
    expected: person({ firstName: "ANNA", middleName: "MARIE", lastName: "KOWALSKI", dateOfBirth: "04/11/1990", documentNumber: "SB123456", address: "1500 LAKE AVE", city: "CLEVELAND", state: "OH", zipCode: "44107", gender: "1", issueDate: "04/01/2024", expirationDate: "04/11/2028", aamvaVersion: "05" }),
  },
  {
    name: "MI v06, both given names in DAC with a comma, no DAD",
    text: buildAamva(
      ["DAQS 123 456 789 012", "DCSTHOMPSON", "DACJUSTIN,WILLIAM", "DBD05052021", "DBB05051986", "DBA05052029", "DBC1", "DAG900 WOODWARD AVE", "DAIDETROIT", "DAJMI", "DAK482260000", ...modernTail()],
      { iin: "636032", version: "06" },
    ),
    expected: person({ firstName: "JUSTIN", middleName: "WILLIAM", lastName: "THOMPSON", dateOfBirth: "05/05/1986", documentNumber: "S 123 456 789 012", address: "900 WOODWARD AVE", city: "DETROIT", state: "MI", zipCode: "48226", gender: "0", issueDate: "05/05/2021", expirationDate: "05/05/2029", aamvaVersion: "06" }),
  },
  {
    name: "WA v07, sex written as F",
    text: buildAamva(
      ["DCSLARSON", "DACINGRID", "DADNONE", "DAQWDLABCD456EF", "DBD07012023", "DBB12121983", "DBA12122029", "DBCF", "DAG410 PINE ST", "DAISEATTLE", "DAJWA", "DAK981010000", ...modernTail()],
      { iin: "636045", version: "07" },
    ),
    expected: person({ firstName: "INGRID", lastName: "LARSON", dateOfBirth: "12/12/1983", documentNumber: "WDLABCD456EF", address: "410 PINE ST", city: "SEATTLE", state: "WA", zipCode: "98101", gender: "1", issueDate: "07/01/2023", expirationDate: "12/12/2029", aamvaVersion: "07" }),
  },
  {
    name: "NJ v08, sex written as M",
    text: buildAamva(
      ["DAQR1234 56789 01234", "DCSROSSI", "DACMARCO", "DADGIOVANNI", "DBD10102022", "DBB10101970", "DBA10102026", "DBCM", "DAG21 BROAD ST", "DAINEWARK", "DAJNJ", "DAK07102", ...modernTail()],
      { iin: "636036", version: "08" },
    ),
    expected: person({ firstName: "MARCO", middleName: "GIOVANNI", lastName: "ROSSI", dateOfBirth: "10/10/1970", documentNumber: "R1234 56789 01234", address: "21 BROAD ST", city: "NEWARK", state: "NJ", zipCode: "07102", gender: "0", issueDate: "10/10/2022", expirationDate: "10/10/2026", aamvaVersion: "08" }),
  },
  {
    name: "TX v09, birth date written year-first",
    text: buildAamva(
      ["DCAC", "DCBNONE", "DCDNONE", "DBA08142030", "DCSGARCIA", "DACLUIS", "DADALBERTO", "DBD08142022", "DBB19880814", "DBC1", "DAG700 CONGRESS AVE", "DAIAUSTIN", "DAJTX", "DAK78701", "DAQ27654321", ...modernTail()],
      { iin: "636015", version: "09" },
    ),
    expected: person({ firstName: "LUIS", middleName: "ALBERTO", lastName: "GARCIA", dateOfBirth: "08/14/1988", documentNumber: "27654321", address: "700 CONGRESS AVE", city: "AUSTIN", state: "TX", zipCode: "78701", gender: "0", issueDate: "08/14/2022", expirationDate: "08/14/2030", aamvaVersion: "09" }),
  },
  {
    name: "CO v10, every date written year-first",
    text: buildAamva(
      ["DAQ171234567", "DCSMARTINEZ", "DACSOFIA", "DADISABEL", "DBD20231101", "DBB20040326", "DBA20290326", "DBC2", "DAG1600 BROADWAY", "DAIDENVER", "DAJCO", "DAK802020000", ...modernTail()],
      { iin: "636020", version: "10" },
    ),
    expected: person({ firstName: "SOFIA", middleName: "ISABEL", lastName: "MARTINEZ", dateOfBirth: "03/26/2004", documentNumber: "171234567", address: "1600 BROADWAY", city: "DENVER", state: "CO", zipCode: "80202", gender: "1", issueDate: "11/01/2023", expirationDate: "03/26/2029", aamvaVersion: "10" }),
  },
  {
    name: "Ontario v08, Canadian year-first dates and postal code",
    text: buildAamva(
      ["DCSTREMBLAY", "DACLUC", "DADANDRE", "DAQT7654-32109-80515", "DBD20210515", "DBB19800515", "DBA20260515", "DBC1", "DAG45 KING ST W", "DAITORONTO", "DAJON", "DAKM5H 1J8", ...modernTail("CAN")],
      { iin: "636012", version: "08" },
    ),
    expected: person({ firstName: "LUC", middleName: "ANDRE", lastName: "TREMBLAY", dateOfBirth: "05/15/1980", documentNumber: "T7654-32109-80515", address: "45 KING ST W", city: "TORONTO", state: "ON", zipCode: "M5H1J8", gender: "0", issueDate: "05/15/2021", expirationDate: "05/15/2026", aamvaVersion: "08" }),
  },
  {
    name: "NM v09 identification card (ID subfile)",
    text: buildAamva(
      ["DAQ512345678", "DCSBEGAY", "DACNAOMI", "DADRUTH", "DBD02142024", "DBB02141958", "DBA02142032", "DBC2", "DAG12 RIO GRANDE BLVD", "DAIALBUQUERQUE", "DAJNM", "DAK87104", ...modernTail()],
      { iin: "636009", version: "09", type: "ID" },
    ),
    expected: person({ firstName: "NAOMI", middleName: "RUTH", lastName: "BEGAY", dateOfBirth: "02/14/1958", documentNumber: "512345678", address: "12 RIO GRANDE BLVD", city: "ALBUQUERQUE", state: "NM", zipCode: "87104", gender: "1", issueDate: "02/14/2024", expirationDate: "02/14/2032", aamvaVersion: "09" }),
  },
  {
    name: "NC v08, the licence number after the address and a DCK control number",
    text: buildAamva(
      ["DCAC", "DCBNONE", "DCDNONE", "DBA07202029", "DCSJONES", "DACTERRENCE", "DADNONE", "DBD07202021", "DBB07201975", "DBC1", "DAG5 TRYON ST", "DAICHARLOTTE", "DAJNC", "DAK282020000", "DCK0001234567890", "DAQ000012345678", ...modernTail()],
      { iin: "636004", version: "08" },
    ),
    expected: person({ firstName: "TERRENCE", lastName: "JONES", dateOfBirth: "07/20/1975", documentNumber: "000012345678", address: "5 TRYON ST", city: "CHARLOTTE", state: "NC", zipCode: "28202", gender: "0", issueDate: "07/20/2021", expirationDate: "07/20/2029", aamvaVersion: "08" }),
  },
  {
    name: "separators lost: every element run together",
    text: "@\x1e\rANSI 636015080001DL00310214DLDCACDCBNONEDCDNONEDBA03142027DCSALVARADODACMARIADADELENADBD06022019DBB03141988DBC2DAG4120 BLUEBONNET TRAILDAIAUSTINDAJTXDAK787450000DAQ91002341DCF0000000000000000DCGUSA\r",
    expected: null,
  },
  {
    name: "separators lost after the licence number",
    text: buildAamva(["DAQ91002341DCSALVARADODACMARIADADELENADBB03141988DBC2DAG4120 BLUEBONNET TRAILDAIAUSTINDAJTXDAK78745"], { iin: "636015", version: "08" }),
    expected: null,
  },
  {
    name: "a birth date real in neither order",
    text: buildAamva(["DCSALVARADO", "DACMARIA", "DADELENA", "DBB13451988", "DBC2", "DAG4120 BLUEBONNET TRAIL", "DAIAUSTIN", "DAJTX", "DAK78745", "DAQ91002341"], { iin: "636015", version: "08" }),
    expected: null,
  },
  {
    name: "a birth date giving an age under 14",
    text: buildAamva(["DCSALVARADO", "DACSOFIA", "DBB06012020", "DBC2", "DAG4120 BLUEBONNET TRAIL", "DAIAUSTIN", "DAJTX", "DAK78745", "DAQ91002342"], { iin: "636015", version: "08" }),
    expected: null,
  },
  {
    name: "a birth date giving an age over 120",
    text: buildAamva(["DCSALVARADO", "DACJOSE", "DBB03141888", "DBC1", "DAG4120 BLUEBONNET TRAIL", "DAIAUSTIN", "DAJTX", "DAK78745", "DAQ91002343"], { iin: "636015", version: "08" }),
    expected: null,
  },
];
