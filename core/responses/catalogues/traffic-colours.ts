import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** The traffic-light colours a response's progress is shown in. */
export const TrafficColour = defineCatalogue("traffic", [
  ["RED", "Red"],
  ["GREEN", "Green"],
  ["YELLOW", "Yellow"],
]);
