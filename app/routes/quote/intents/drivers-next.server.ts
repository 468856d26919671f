/** Next on the driver summary (doc2 §5). */
import { summaryNext } from "./summary-next.server";

export const driversNext = summaryNext((draft) => draft.drivers, "quote.drivers.needOne");
