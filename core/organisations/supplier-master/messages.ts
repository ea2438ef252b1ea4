import { messageSet } from "../../shared/messages/message.ts";

/** What the supplier master screen and the link dialog hear from the server. */
export const SUPPLIER_MASTER_MESSAGES = messageSet("supplierMaster", {
  notFound: "Supplier master entry not found",
  supplierNotFound: "Supplier account not found",
  notASupplier: "Only a supplier or distributor account can be linked to a master entry",
  noLogo: "The linked supplier has no logo",
  notLinked: "This master entry is not linked to a supplier account",
  saved: "Supplier master entry saved",
  duplicateName: "A master entry named {name} already exists",
  sameStatus: "The entry is already {status}",
  notAllowed: "A {from} entry cannot become {to}",
  onlyByLinking: "An entry becomes Linked only by linking it to a supplier account",
  unlinkFirst: "A linked entry can only be set back to Active, which removes the link",
  notLinkable: "A {from} entry cannot be linked; make it Active first",
  alreadyLinked: "This entry is already linked to {supplier}",
  deletedNotEditable: "A deleted entry cannot be edited; restore it first",
});
