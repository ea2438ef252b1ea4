import { isValidUrl } from "#core/shared/validation/rules.ts";
import type { QuickLink } from "../../api/generated/model/quickLink.ts";
import type { QuickLinkInput } from "../../api/generated/model/quickLinkInput.ts";

export type QuickLinkStatus = QuickLink["status"];

export interface QuickLinkFormValues {
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly status: string;
}

/**
 * The body of POST /notisphere/quickLinks/create. An edit carries the link's id and its icon (`path`): the
 * form does not show the icon, and a save without it used to erase it.
 */
export const quickLinkInput = (link: QuickLink | null, values: QuickLinkFormValues): QuickLinkInput => ({
  ...(link === null ? {} : { id: link.id, path: link.path }),
  name: values.name.trim(),
  url: values.url.trim(),
  description: values.description,
  status: values.status as QuickLinkStatus,
});

/** The row action Activate / Inactivate: the same link with the other status (and its icon kept). */
export const toggledQuickLink = (link: QuickLink): QuickLinkInput =>
  quickLinkInput(link, {
    name: link.name,
    url: link.url,
    description: link.description ?? "",
    status: link.status === "ACTIVE" ? "INACTIVE" : "ACTIVE",
  });

/**
 * The form's check of the address, in the same words as the server's: a hint of what to type, given only when
 * something was typed (an empty address is "required", said by the form's rules).
 */
export const urlProblem = (url: string): "quickLinks.urlInvalid" | undefined =>
  url.trim() === "" || isValidUrl(url) ? undefined : "quickLinks.urlInvalid";
