import { describe, it } from "vitest";
import { assertCanUseSupplierMaster } from "#core/organisations/supplier-master/authorize.ts";
import {
  SUPPLIER_MASTER_POLICY,
  type SupplierMasterOperation,
} from "#core/organisations/supplier-master/policy.ts";
import { assertCanDownloadAccounts } from "#core/organisations/reports/authorize.ts";
import { ACCOUNT_REPORT_POLICY, type AccountReportOperation } from "#core/organisations/reports/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { supplierMasterListRoutes } from "./supplier-master.routes.ts";
import { accountDownloadRoutes } from "./account-downloads.routes.ts";

const MASTER_OPERATION_OF: Record<string, SupplierMasterOperation> = {
  listSupplierMaster: "list",
  saveSupplierMasterEntry: "save",
  updateSupplierMasterStatus: "changeStatus",
  listKnownSuppliers: "knownSuppliers",
  listSupplierMasterAccountOptions: "accountOptions",
  getKnownSupplierLogo: "logo",
  linkSupplierToMaster: "link",
};

const DOWNLOAD_OPERATION_OF: Record<string, AccountReportOperation> = {
  downloadProviderAccountsCsv: "providerAccounts",
  downloadProviderAccountsXlsx: "providerAccounts",
  downloadProviderAccountsGridXlsx: "providerAccounts",
  downloadSupplierAccountsGridXlsx: "supplierAccounts",
  downloadProviderActivityXlsx: "providerActivity",
  downloadSiteActivityXlsx: "providerActivity",
  downloadConsolidatedProvidersXlsx: "consolidatedProviders",
};

describe("supplier master and account download routes", () => {
  it("are guarded by the supplier master policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      supplierMasterListRoutes,
      SUPPLIER_MASTER_POLICY,
      MASTER_OPERATION_OF,
      assertCanUseSupplierMaster,
    );
  });
  it("are guarded by the account download policy, as the handlers check it", () => {
    expectGuardsFollowPolicy(
      accountDownloadRoutes,
      ACCOUNT_REPORT_POLICY,
      DOWNLOAD_OPERATION_OF,
      assertCanDownloadAccounts,
    );
  });
});
