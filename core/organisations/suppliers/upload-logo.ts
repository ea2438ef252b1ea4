import type { Actor } from "../../access/actor.ts";
import { NotFound, fieldFailure } from "../../shared/errors.ts";
import type { FileStore } from "../../shared/files/ports.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertOrganisationsAccess } from "../authorize.ts";
import { checkLogo, LOGO_CONTENT_TYPES } from "./logo.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import type { SupplierRepository } from "./ports.ts";
import { logoFileKey, logoUrl } from "./supplier.ts";

export interface UploadedLogo {
  /** What the supplier form sends back as `logo`. */
  readonly id: string;
  readonly url: string;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Stores a supplier logo after checking it by content (PNG, JPEG, GIF or WebP signature) and size (at most
 * 1 MB); a file that fails either is refused and nothing is stored. With `supplierId` the logo is also set on
 * that supplier at once (the edit form's upload); without, the create form sends the answered id with the
 * supplier. Logos are stored under a fresh id, so an old logo's address keeps showing the old image.
 */
export const uploadSupplierLogo = async (
  deps: { files: FileStore; ids: IdGenerator; suppliers: SupplierRepository },
  actor: Actor,
  upload: { readonly bytes: Uint8Array | undefined; readonly supplierId?: string | undefined },
): Promise<UploadedLogo> => {
  assertOrganisationsAccess(actor, "suppliersUploadLogo");
  if (!upload.bytes) throw fieldFailure("file", SUPPLIER_MESSAGES.say("logoChooseFile"));
  const checked = checkLogo(upload.bytes);
  if (!checked.ok) throw fieldFailure("file", checked.problem);
  if (upload.supplierId && !(await deps.suppliers.findById(upload.supplierId)))
    throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
  const id = deps.ids.next();
  await deps.files.put(logoFileKey(id), upload.bytes);
  if (upload.supplierId) await deps.suppliers.setLogo(upload.supplierId, logoUrl(id));
  return { id, url: logoUrl(id), contentType: LOGO_CONTENT_TYPES[checked.format], size: upload.bytes.length };
};
