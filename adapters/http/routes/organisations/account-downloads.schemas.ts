import { enumParam, listQuery } from "../../list-query.ts";
import { AccountStatus } from "#core/organisations/catalogues/account-statuses.ts";
import {
  PROVIDER_ACCOUNT_FILTER_FIELDS,
  PROVIDER_ACCOUNT_SORT_FIELDS,
  SUPPLIER_ACCOUNT_FILTER_FIELDS,
  SUPPLIER_ACCOUNT_SORT_FIELDS,
} from "#core/organisations/reports/ports.ts";

const FILTER_HELP =
  'The grid\'s header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"health"}}; paging parameters are accepted and ignored (the file has every matching row)';

/** The providers grid's current view, decoded as the grids decode their queries. */
export const ProviderAccountGridQuery = listQuery({
  identifier: "ProviderAccountGridQuery",
  sort: {
    fields: PROVIDER_ACCOUNT_SORT_FIELDS,
    default: "name",
    description: "name, idn, city, state, status, sites, users or createdAt",
  },
  searchDescription: "Only health systems whose name contains this text",
  params: { status: enumParam(AccountStatus.values, "ACTIVE, DEACTIVATED or PENDING") },
  filters: { fields: PROVIDER_ACCOUNT_FILTER_FIELDS, description: FILTER_HELP },
});

/** The suppliers grid's current view, decoded as the grids decode their queries. */
export const SupplierAccountGridQuery = listQuery({
  identifier: "SupplierAccountGridQuery",
  sort: {
    fields: SUPPLIER_ACCOUNT_SORT_FIELDS,
    default: "name",
    description: "name, supplierType, city, state, status, isSso, users or createdAt",
  },
  searchDescription: "Only suppliers whose name contains this text",
  params: { status: enumParam(AccountStatus.values, "ACTIVE, DEACTIVATED or PENDING") },
  filters: { fields: SUPPLIER_ACCOUNT_FILTER_FIELDS, description: FILTER_HELP },
});
