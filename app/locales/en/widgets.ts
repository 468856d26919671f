/** UI strings in English: Public-site widgets: zip entry, coming soon, out-of-state, popups, forms, newsletter, consent, glossary, video, hero bar, team, estimate panel (doc1 §2–§5). */
const widgets = {};

export default widgets;
