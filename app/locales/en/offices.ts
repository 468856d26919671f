/** UI strings in English: Offices, office maps, the nearest-office banner and reviews (doc1 §2). */
const offices = {};

export default offices;
