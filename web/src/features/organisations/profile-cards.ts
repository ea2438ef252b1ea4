import type { ComponentType } from "react";

/** Which side's profile the page shows: the route (/provider/organization or /supplier/organization) says. */
export type ProfileSide = "provider" | "supplier";

/**
 * Cards shown beside the profile form, under the logo. The self-registration link card of issue 12 (point 5)
 * mounts here: the merger adds it to this list, and the page renders each card with the side it is on.
 */
export const PROFILE_SIDE_CARDS: ReadonlyArray<ComponentType<{ readonly side: ProfileSide }>> = [];
