/** UI strings in Spanish: Public-site widgets: zip entry, coming soon, out-of-state, popups, forms, newsletter, consent, glossary, video, hero bar, team, estimate panel (doc1 §2–§5). Same keys as ../en/widgets.ts. */
import type en from "../en/widgets";

const widgets: typeof en = {};

export default widgets;
