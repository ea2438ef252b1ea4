import { quiet } from "../../../api/fetcher.ts";
import {
  getDownloadSupplierLocationFileDocumentUrl,
  getDownloadSupplierLocationsUrl,
  listSupplierLocationFiles,
  listSupplierLocations,
  listSupplierProviders,
} from "../../../api/generated/supplier-locations/supplier-locations.ts";
import type { SupplierLocation } from "../../../api/generated/model/supplierLocation.ts";
import type { SupplierLocationFile } from "../../../api/generated/model/supplierLocationFile.ts";
import type { SupplierProviderProgress } from "../../../api/generated/model/supplierProviderProgress.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";

export type { SupplierLocation, SupplierLocationFile, SupplierProviderProgress };

/** Files still moving; the grid and the detail poll while one is on screen. */
export const isRunning = (file: Pick<SupplierLocationFile, "status">): boolean =>
  file.status === "PENDING" || file.status === "IN PROGRESS";

// Grid blocks are quiet: the grid shows its own loading rows (and polling must not flash the bar).
export const fetchFiles = async (query: PageQuery): Promise<PageResult<SupplierLocationFile>> =>
  (await listSupplierLocationFiles(pageParams(query), quiet())).d;

export const fetchLocations = async (query: PageQuery): Promise<PageResult<SupplierLocation>> =>
  (await listSupplierLocations(pageParams(query), quiet())).d;

export const fetchProviders = async (query: PageQuery): Promise<PageResult<SupplierProviderProgress>> =>
  (await listSupplierProviders(pageParams(query), quiet())).d;

export const documentUrl = (id: string): string => getDownloadSupplierLocationFileDocumentUrl(id);

/** The download of the rows the list shows now (its status, mapping, verification, provider and search). */
export const locationsDownloadUrl = (format: "csv" | "xlsx", filters: Record<string, string | undefined>) =>
  getDownloadSupplierLocationsUrl(format, filters);
