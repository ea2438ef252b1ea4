import { messageSet } from "../../shared/messages/message.ts";

/** What the supplier's location screens say. */
export const SUPPLIER_LOCATION_MESSAGES = messageSet("supplierLocations", {
  fileNotFound: "Ship-to file not found",
  chooseFile: "Choose a CSV or XLSX ship-to file",
  noOrganisation: "Your supplier organisation was not found",
});
