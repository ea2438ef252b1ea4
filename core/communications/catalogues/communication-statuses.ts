import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** Status catalogues of the recall and advisory flow (display texts as the spec gives them). */

export const CommunicationStatus = defineCatalogue("communication", [
  ["NA", "N/A"],
  ["DRAFT", "Draft"],
  ["OPEN", "Open"],
  ["CLOSED", "Closed"],
  ["BOUNCE", "Error"],
  ["SENT", "Sent"],
  ["DELIVERY", "Delivered"],
  ["DELIVERED", "Delivered"],
  ["COMPLETED", "Completed"],
  ["ERROR", "Error"],
  ["SENDING", "Sending"],
  // A message still queued or retried counts as sent for the reader; the failure shows in the delivery report.
  ["ERROR_MISSING_TEMPLATE", "Sent"],
  ["ERROR_SENDING", "Sent"],
  ["PENDING", "Sent"],
]);
export type CommunicationStatus = (typeof CommunicationStatus.values)[number];

export const SimpleFormStatus = defineCatalogue("simpleForm", [
  ["Draft", "Draft"],
  ["Closed", "Closed"],
  ["Open", "Open"],
  ["Completed", "Completed"],
]);

export const SupplierRecallStatusFilter = defineCatalogue("supplierRecallFilter", [
  ["Draft", "Draft"],
  ["Open", "Open"],
  ["Closed", "Closed"],
]);

export const RecallFilter = defineCatalogue("recallFilter", [
  ["All", "All"],
  ["Draft", "Draft"],
  ["Open", "In Progress"],
  ["Completed", "Completed"],
]);

export const ProviderCompleteFlag = defineCatalogue("providerComplete", [
  ["COMPLETED", "Completed"],
  ["NOTCOMPLETED", "Not Completed"],
]);

export const ResponseProgress = defineCatalogue("responseProgress", [
  ["OPEN", "In Progress"],
  ["NOTCOMPLETED", "In Progress"],
  ["COMPLETED", "Completed"],
]);
export type ResponseProgress = (typeof ResponseProgress.values)[number];

export const LocationVerification = defineCatalogue("locationVerification", [
  ["Covered", "Covered"],
  ["NotCovered", "Not Covered"],
  ["Invalid", "Invalid"],
  ["Emailed", "Emailed"],
]);
export type LocationVerification = (typeof LocationVerification.values)[number];

export const AffectedLocationStatusFilter = defineCatalogue("affectedLocationFilter", [
  ["UNABLE_PROCESSED", "Unrecognized"],
  ["NON_COVERED", "Not Covered"],
  ["EMAILED", "Emailed"],
  ["covered", "Covered"],
]);

export const Classification = defineCatalogue("classification", [
  ["CLASSI", "Class I"],
  ["CLASSII", "Class II"],
  ["CLASSIII", "Class III"],
  ["NOT_YET_CLASSIFIED", "Not Yet Classified"],
]);

export const EmailDeliveryEvent = defineCatalogue("emailEvent", [
  ["Opened", "Opened"],
  ["NA", "N/A"],
  ["Error", "Error"],
  ["Sent", "Sent"],
  ["Delivered", "Delivered"],
  ["Click", "Click"],
  ["Bounce", "Bounce"],
  ["Complaint", "Complaint"],
]);

export const CommunicationType = defineCatalogue("communicationType", [
  ["RECALL", "Recall"],
  ["PRODUCT DISRUPTION", "Supply Advisory"],
]);

export const DisruptionSubtype = defineCatalogue("disruptionSubtype", [
  ["ALLOCATION", "Allocation"],
  ["BACKORDER", "Backorder"],
  ["DISCONTINUATION", "Discontinuation"],
  ["GENERALINFORMATION", "General Information"],
  ["MARKETEVENT", "Market Event"],
  ["PRODUCTORKITCHANGE", "Product or Kit change"],
  ["SHORTAGE", "Shortage"],
  ["DEFAULT", "Supply Advisory"],
]);

export const Disposition = defineCatalogue("disposition", [
  ["DESTROYED", "Destroyed"],
  ["NONE", "None"],
  ["RETURNED", "Returned"],
]);

export const ResponseMode = defineCatalogue("responseMode", [
  ["Paper", "Paper"],
  ["Electronic", "Electronic"],
]);

export const ChangeType = defineCatalogue("changeType", [
  ["INSERT", "Insert"],
  ["UPDATE", "Update"],
  ["RESPOND", "Respond"],
  ["VIEW", "View"],
  ["EDIT", "Edit"],
  ["DELETED", "Deleted"],
  ["NA", "N/A"],
]);

/** The responder (eR) response lifecycle's states. */
export const ResponderResponseStatus = defineCatalogue("responderResponse", [
  ["DRAFT", "Draft"],
  ["ERROR", "Error"],
  ["SENT", "Sent"],
  ["DELETED", "Deleted"],
  ["NA", "N/A"],
]);
export type ResponderResponseStatus = (typeof ResponderResponseStatus.values)[number];

/**
 * A response status of deleted or NA is not displayed: the cell stays blank. Compared without case
 * because the stored values come in both spellings.
 */
export const isDisplayedResponseStatus = (status: string | null | undefined): status is string => {
  if (status == null) return false;
  const normal = status.trim().toUpperCase();
  return normal !== "" && normal !== "DELETED" && normal !== "NA";
};
