import { LABELS_EN } from "#core/translations/labels.en.ts";
import { LABELS_VI } from "#core/translations/labels.vi.ts";
import { i18next } from "./i18n.ts";
import { nestKeys } from "./nest-keys.ts";

/** Adds core's status catalogue labels; imported by the layouts whose screens show statuses. */
i18next.addResourceBundle("en", "translation", nestKeys(LABELS_EN), true, false);
i18next.addResourceBundle("vi", "translation", nestKeys(LABELS_VI), true, false);
