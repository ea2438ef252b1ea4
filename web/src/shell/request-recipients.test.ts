import { describe, expect, it } from "vitest";
import { recipientsPhrase } from "./request-recipients.ts";

describe("whom a request for access went to", () => {
  it("joins the administrators' names the way the language does", () => {
    expect(recipientsPhrase(["Ada Admin"], "en")).toBe("Ada Admin");
    expect(recipientsPhrase(["Ada Admin", "Bob Admin", "Cy Admin"], "en")).toBe(
      "Ada Admin, Bob Admin, and Cy Admin",
    );
    expect(recipientsPhrase(["Ada Admin", "Bob Admin"], "vi")).toBe("Ada Admin và Bob Admin");
  });

  it("names nobody when the server named nobody", () => {
    expect(recipientsPhrase([], "en")).toBeUndefined();
  });
});
