import { describe, expect, it } from "vitest";
import { roleDisplayName } from "./role-display-name.ts";

describe("roleDisplayName", () => {
  it("names the operator super-role as people do, whatever the stored case", () => {
    expect(roleDisplayName("notisphereadmin")).toBe("Platform administrator");
    expect(roleDisplayName("NotisphereAdmin")).toBe("Platform administrator");
  });

  it("keeps role names that are already words people use", () => {
    expect(roleDisplayName("Recall Coordinator")).toBe("Recall Coordinator");
    expect(roleDisplayName("Provider Read Only")).toBe("Provider Read Only");
    expect(roleDisplayName("Custom role")).toBe("Custom role");
  });
});
