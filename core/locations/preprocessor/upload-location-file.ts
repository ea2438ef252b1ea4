import type { Actor } from "../../access/actor.ts";
import type { FileStore } from "../../shared/files/ports.ts";
import { fieldFailure } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertCanUsePreprocessor } from "./authorize.ts";
import { checkLocationUpload } from "./check-location-upload.ts";
import type { PreprocessorJobRepository } from "./ports.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";
import type { PreprocessorJobRecord } from "./preprocessor-job.ts";

export interface LocationFileUpload {
  readonly supplierId?: string | undefined;
  readonly supplierName?: string | undefined;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

const CONTENT_TYPE = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The stored file's key: ours, never the user's file name. */
export const jobFileKey = (jobId: string): string => `preprocessor/${jobId}`;

/**
 * Accepts a supplier's location file: checks it, stores it, then creates the PENDING job and queues it in
 * one transaction. A file whose job could not be created is removed again.
 */
export const uploadLocationFile = async (
  deps: { jobs: PreprocessorJobRepository; files: FileStore; ids: IdGenerator; maxBytes: number },
  actor: Actor,
  upload: LocationFileUpload,
  options: { readonly queue?: boolean } = {},
): Promise<PreprocessorJobRecord> => {
  assertCanUsePreprocessor(actor, "upload");
  const fileName = upload.fileName.trim().split(/[\\/]/).pop() || "locations";
  const supplierId = upload.supplierId?.trim() || undefined;
  const supplierName = upload.supplierName?.trim() || undefined;
  if (!supplierId && !supplierName)
    throw fieldFailure("supplierId", PREPROCESSOR_MESSAGES.say("chooseSupplier"));
  const supplier = await deps.jobs.findSupplier({ id: supplierId, name: supplierName });
  if (!supplier)
    throw fieldFailure(
      supplierId ? "supplierId" : "supplierName",
      supplierId
        ? PREPROCESSOR_MESSAGES.say("noSupplierId", { id: supplierId })
        : PREPROCESSOR_MESSAGES.say("noSupplierNamed", { name: supplierName ?? "" }),
    );
  const format = checkLocationUpload({ fileName, bytes: upload.bytes }, deps.maxBytes);
  const id = deps.ids.next();
  const fileKey = jobFileKey(id);
  await deps.files.put(fileKey, upload.bytes);
  try {
    return await deps.jobs.create(
      {
        id,
        supplierOrganizationId: supplier.id,
        supplierName: supplier.name,
        fileName,
        fileKey,
        fileSize: upload.bytes.length,
        contentType: CONTENT_TYPE[format],
        format,
        createdBy: actor.userId,
      },
      options,
    );
  } catch (error) {
    await deps.files.remove(fileKey).catch(() => undefined);
    throw error;
  }
};
