import type { WebFeature } from "../../routes/web-feature.ts";
import { registrationsEn } from "./registrations.en.ts";
import { registrationsVi } from "./registrations.vi.ts";

/**
 * Self-registration administration: no screen of its own; its panel (registrations/registrations-panel.tsx)
 * is mounted on /supplier/users and /provider/users. The feature brings the panel's texts.
 */
export const registrationsFeature: WebFeature = {
  name: "organisations-registrations",
  screens: {},
  texts: { en: registrationsEn, vi: registrationsVi },
};
