import { messageSet } from "../../shared/messages/message.ts";

/** What the supplier contacts screen hears from the server. */
export const SUPPLIER_CONTACT_MESSAGES = messageSet("supplierContacts", {
  notFound: "Supplier contact not found",
  duplicate: "{email} is already a contact for {supplier}",
  unknownSupplier: "Choose an active supplier, or type the supplier's name",
  saved: "Supplier contact saved",
  deleted: "Supplier contact deleted",
});
