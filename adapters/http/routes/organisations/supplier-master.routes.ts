import { Schema } from "effect";
import { SUPPLIER_MASTER_POLICY } from "#core/organisations/supplier-master/policy.ts";
import { SupplierMasterInput } from "#core/organisations/supplier-master/supplier-master.ts";
import { FileResponse, guardOf } from "../../contract.ts";
import { masterRoute as route } from "./master-deps.ts";
import {
  accountOptionsHandler,
  changeStatusHandler,
  knownSuppliersHandler,
  linkHandler,
  listHandler,
  logoHandler,
  saveHandler,
} from "./supplier-master.handlers.ts";
import {
  AccountOptionsQuery,
  IdParams,
  SupplierAccountOption,
  KnownSupplier,
  LinkParams,
  SupplierMasterEntry,
  SupplierMasterListQuery,
  SupplierMasterPage,
  UpdateSupplierMasterQuery,
} from "./supplier-master.schemas.ts";

const TAG = "supplier-master";

export const supplierMasterListRoutes = [
  route(
    {
      method: "get",
      path: "/notisphere/organizations/suppliers-list",
      operationId: "listSupplierMaster",
      tag: TAG,
      summary:
        "The supplier master list (curated supplier and manufacturer names), paged, optionally of one status",
      access: guardOf(SUPPLIER_MASTER_POLICY.list),
      query: SupplierMasterListQuery,
      response: SupplierMasterPage,
    },
    listHandler,
  ),
  route(
    {
      method: "post",
      path: "/notisphere/organizations/suppliers-list",
      operationId: "saveSupplierMasterEntry",
      tag: TAG,
      summary: "Add a master entry, or correct its name and place when the body has an id",
      description:
        "Not in the original API (its screen needs it); designed in the style of the quick-link form. A new entry is ACTIVE with source Operator. Two live entries may not have the same normalised name (case, punctuation and legal forms such as Inc or LLC ignored): the second is refused with a field error on name. A deleted entry cannot be edited.",
      access: guardOf(SUPPLIER_MASTER_POLICY.save),
      body: SupplierMasterInput,
      response: SupplierMasterEntry,
      errors: [404, 409],
      successMessage: "Supplier master entry saved",
    },
    saveHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/update-suppliers-list",
      operationId: "updateSupplierMasterStatus",
      tag: TAG,
      summary: "Change a master entry's status (CHANGES STATE although it is a GET, as in the original API)",
      description:
        "Kept a GET because the documented API has it so; it is not safe or idempotent and needs the same permission as any write. Allowed changes: PENDING to ACTIVE, INACTIVE or DELETED; ACTIVE to INACTIVE or DELETED; INACTIVE to ACTIVE or DELETED; DELETED to ACTIVE (restore); LINKED to ACTIVE (removes the link). LINKED is reached only through link-suppliers. An unknown id is 404, an unknown status 400, a change the rules refuse 409; nothing changes.",
      access: guardOf(SUPPLIER_MASTER_POLICY.changeStatus),
      query: UpdateSupplierMasterQuery,
      response: SupplierMasterEntry,
      errors: [404, 409],
    },
    changeStatusHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/suppliers-list/{id}/accounts",
      operationId: "listSupplierMasterAccountOptions",
      tag: TAG,
      summary:
        "Supplier accounts to link a master entry to, the most alike names first (search narrows by name)",
      description:
        "Not in the original API; the link dialog of the supplier master screen needs it (the reverse of knownsuppliers). At most 20 accounts.",
      access: guardOf(SUPPLIER_MASTER_POLICY.accountOptions),
      params: IdParams,
      query: AccountOptionsQuery,
      response: Schema.Array(SupplierAccountOption),
      errors: [404],
    },
    accountOptionsHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/knownsuppliers/{id}",
      operationId: "listKnownSuppliers",
      tag: TAG,
      summary:
        "Master entries known for a supplier account: those linked to it, then candidates to link by name similarity",
      access: guardOf(SUPPLIER_MASTER_POLICY.knownSuppliers),
      params: IdParams,
      response: Schema.Array(KnownSupplier),
      errors: [404],
    },
    knownSuppliersHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/knownsuppliers/logo/{id}",
      operationId: "getKnownSupplierLogo",
      tag: TAG,
      summary: "The logo of the supplier account a master entry is linked to, as an image",
      access: guardOf(SUPPLIER_MASTER_POLICY.logo),
      params: IdParams,
      response: FileResponse,
      binary: { contentTypes: ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"] },
      errors: [404],
    },
    logoHandler,
  ),
  route(
    {
      method: "put",
      path: "/notisphere/organizations/link-suppliers/{a}/{b}",
      operationId: "linkSupplierToMaster",
      tag: TAG,
      summary: "Link supplier account a to master entry b; the entry becomes LINKED",
      description:
        "Only an ACTIVE or PENDING entry can be linked; an entry already linked is refused (409), so is an account that is not a supplier or distributor (400). One account may carry several entries.",
      access: guardOf(SUPPLIER_MASTER_POLICY.link),
      params: LinkParams,
      response: SupplierMasterEntry,
      errors: [404, 409],
    },
    linkHandler,
  ),
];
