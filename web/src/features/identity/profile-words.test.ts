import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { identityEn as en } from "./identity.en.ts";
import { identityVi as vi } from "./identity.vi.ts";
import { roleWord, userTypeWord } from "./profile-words.ts";

const translator = async (language: "en" | "vi") => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { translation: en }, vi: { translation: vi } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};

describe("profile words", () => {
  it("name the operator super-role and the login types as people do, never by their codes", async () => {
    const t = await translator("en");
    expect(roleWord(t, { roleName: "notisphereadmin", roleDisplayName: "Platform administrator" })).toBe(
      "Platform administrator",
    );
    expect(userTypeWord(t, "NOTISPHERE")).toBe("Operator");
    expect(userTypeWord(t, "PROV")).toBe("Provider");
    expect(userTypeWord(t, "SUPP")).toBe("Supplier");
  });

  it("say them in Vietnamese", async () => {
    const t = await translator("vi");
    expect(roleWord(t, { roleName: "notisphereadmin" })).toBe("Quản trị viên nền tảng");
    expect(roleWord(t, { roleName: "Recall Coordinator" })).toBe("Điều phối viên thu hồi");
    expect(userTypeWord(t, "NOTISPHERE")).toBe("Nhà vận hành");
  });

  it("show a custom role by the API's display name and nothing for a missing one", async () => {
    const t = await translator("vi");
    expect(roleWord(t, { roleName: "Warehouse lead", roleDisplayName: "Warehouse lead" })).toBe(
      "Warehouse lead",
    );
    expect(roleWord(t, undefined)).toBeUndefined();
    expect(userTypeWord(t, undefined)).toBeUndefined();
  });
});
