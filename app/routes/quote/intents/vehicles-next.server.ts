/** Next on the vehicle summary (doc2 §5). */
import { summaryNext } from "./summary-next.server";

export const vehiclesNext = summaryNext((draft) => draft.vehicles, "quote.vehicles.needOne");
