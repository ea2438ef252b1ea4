import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import type { SupplierMasterRepository } from "./ports.ts";

export interface LogoImage {
  readonly contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/svg+xml";
  readonly bytes: Uint8Array<ArrayBuffer>;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/=\s]+)$/;

/** An organisation's stored logo (an image data URL) as bytes to serve; undefined when it is not one. */
export const decodeLogo = (dataUrl: string | null): LogoImage | undefined => {
  const match = dataUrl === null ? null : DATA_URL.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Uint8Array.from(atob(match[2]!.replace(/\s/g, "")), (c) => c.charCodeAt(0));
  return bytes.length === 0 ? undefined : { contentType: match[1] as LogoImage["contentType"], bytes };
};

/** GET /notisphere/organizations/knownsuppliers/logo/{id}: the logo of the account a master entry is linked to. */
export const knownSupplierLogo = async (
  deps: { supplierMaster: SupplierMasterRepository },
  actor: Actor,
  entryId: string,
): Promise<LogoImage> => {
  assertCanUseSupplierMaster(actor, "logo");
  const say = SUPPLIER_MASTER_MESSAGES.say;
  const entry = await deps.supplierMaster.findById(entryId);
  if (!entry) throw new NotFound(say("notFound"));
  if (entry.status !== "LINKED" || entry.linkedOrganizationId === null) throw new NotFound(say("notLinked"));
  const account = await deps.supplierMaster.findAccount(entry.linkedOrganizationId);
  const logo = decodeLogo(account?.profilePhoto ?? null);
  if (!logo) throw new NotFound(say("noLogo"));
  return logo;
};
