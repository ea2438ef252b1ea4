import { Conflict } from "../../shared/errors.ts";
import { AccountStatusAlt } from "../catalogues/account-statuses.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import type { SupplierMasterRefusal } from "./status-transitions.ts";
import type { SupplierMasterRecord, SupplierMasterStatus } from "./supplier-master.ts";

const label = (status: SupplierMasterStatus): string => AccountStatusAlt.english[status];

/** The refusal of the transition table as the error the operator reads; nothing has changed. */
export const refusalError = (
  refusal: SupplierMasterRefusal,
  entry: SupplierMasterRecord,
  to: SupplierMasterStatus | undefined,
): Conflict => {
  const say = SUPPLIER_MASTER_MESSAGES.say;
  switch (refusal) {
    case "sameStatus":
      return new Conflict(say("sameStatus", { status: label(entry.status) }));
    case "notAllowed":
      return new Conflict(say("notAllowed", { from: label(entry.status), to: label(to ?? entry.status) }));
    case "notLinkable":
      return new Conflict(say("notLinkable", { from: label(entry.status) }));
    case "alreadyLinked":
      return new Conflict(
        say("alreadyLinked", { supplier: entry.linkedOrganizationName ?? "another supplier" }),
      );
    case "onlyByLinking":
    case "unlinkFirst":
      return new Conflict(say(refusal));
  }
};
