import { Schema } from "effect";
import { isValidUrl } from "../../shared/validation/rules.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";

/** Quick links are operator-managed shortcuts; status follows the ACTIVE/INACTIVE entity pattern. */
export const QuickLinkStatus = Schema.Literals(["ACTIVE", "INACTIVE"]);
export type QuickLinkStatus = typeof QuickLinkStatus.Type;

export const QUICK_LINK_SORT_FIELDS = ["name", "url", "status", "createdAt", "updatedAt"] as const;
export type QuickLinkSortField = (typeof QUICK_LINK_SORT_FIELDS)[number];
export const QUICK_LINK_FILTER_FIELDS = ["name", "url", "description", "status"] as const;
export type QuickLinkFilterField = (typeof QUICK_LINK_FILTER_FIELDS)[number];

export const QuickLinkAction = Schema.Literals(["edit", "delete", "activate", "deactivate"]);
export type QuickLinkAction = typeof QuickLinkAction.Type;

const IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;
/** 200 KB of base64 is plenty for a link icon and keeps list answers small. */
export const MAX_ICON_LENGTH = 200_000;

const requiredText = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => (s.trim() === "" ? VALIDATION_MESSAGES.required : true)),
      Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true)),
    ),
  );

/** What the create-or-update form sends. `id` present means update. */
export const QuickLinkInput = Schema.Struct({
  id: Schema.optional(Schema.String),
  name: requiredText(200),
  url: requiredText(2000).pipe(
    Schema.check(Schema.makeFilter((s: string) => (isValidUrl(s) ? true : VALIDATION_MESSAGES.url))),
  ),
  description: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(2000))))),
  status: Schema.optional(QuickLinkStatus),
  path: Schema.optional(
    Schema.NullOr(
      Schema.String.pipe(
        Schema.check(
          Schema.makeFilter((s: string) =>
            s.length <= MAX_ICON_LENGTH && IMAGE_DATA_URL.test(s) ? true : VALIDATION_MESSAGES.imageTypes,
          ),
        ),
      ),
    ),
  ),
}).annotate({ identifier: "QuickLinkInput" });
export type QuickLinkInput = typeof QuickLinkInput.Type;

export interface QuickLinkRecord {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly description: string | null;
  readonly status: QuickLinkStatus;
  readonly path: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Links without a scheme open as http://, so the stored url is what the browser will open. */
export const normalizeUrl = (url: string): string => {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
};

/** Row actions of an ACTIVE/INACTIVE entity plus delete, which every quick link allows. */
export const quickLinkActions = (status: QuickLinkStatus): readonly QuickLinkAction[] =>
  status === "ACTIVE" ? ["edit", "deactivate", "delete"] : ["edit", "activate", "delete"];
