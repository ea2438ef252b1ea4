import { messageSet } from "../../shared/messages/message.ts";

/** What the operator's supplier screens hear from the server. */
export const SUPPLIER_MESSAGES = messageSet("suppliers", {
  notFound: "Supplier not found",
  orgNotFound: "Organisation not found",
  saved: "Supplier saved",
  created: "Supplier created",
  deleted: "Supplier deleted",
  nameTaken: "An organisation named {name} already exists",
  nameRequired: "Enter the supplier's name",
  nameTooLong: "Maximum 200 characters",
  inUse:
    "{name} has {users} users and {recalls} recalls, so it cannot be deleted. Deactivate it instead: its history stays.",
  logoChooseFile: "Choose an image file for the logo",
  logoNotImage: "The logo must be a PNG, JPEG, GIF or WebP image; this file is not one",
  logoTooLarge: "The logo is {size}; the largest allowed is 1 MB",
  logoUnknown: "Upload the logo again: this logo was not found",
  logoSaved: "Logo uploaded",
  bulkChooseFile: "Choose a CSV or XLSX file of suppliers",
  bulkNotTable: "The file is not a CSV or XLSX table: {reason}",
  bulkNoRows: "The file has a header row but no suppliers",
  bulkMissingColumns: "The file has no {columns} column. Download the template to see the expected header",
  bulkRefused:
    "No supplier was created: {count} rows have problems. Fix them and upload the whole file again",
  bulkCreated: "{count} suppliers created",
  rowDuplicateInFile: "The same name as row {row}",
  rowNameTaken: "An organisation with this name already exists",
  rowTypeUnknown: "Type must be SUPPLIER or DISTRIBUTOR",
  rowSsoUnknown: "SSO must be Yes or No",
  rowStatusUnknown: "Status must be ACTIVE, DEACTIVATED or PENDING",
  tooManyRows: "The file has more than {max} suppliers; split it into smaller files",
  typeUnknown: "Organisation type must be SUPPLIER, PROVIDER or NOTISPHERE",
});
