import { describe, expect, it } from "vitest";
import { knownProviderFields, knownProviderProblems } from "./provider-rules.ts";

describe("known provider rules", () => {
  it("needs only a name; a recall mailbox, phone and state are checked when given", () => {
    expect(knownProviderProblems({ name: "Gulf Clinic" })).toEqual([]);
    expect(
      knownProviderProblems({ name: " ", recallEmail: "nope", phone: "call", state: "ZZ" }).map(
        (p) => p.field,
      ),
    ).toEqual(["name", "recallEmail", "phone", "state"]);
    expect(knownProviderProblems({ name: "x".repeat(201) }).map((p) => p.field)).toEqual(["name"]);
  });

  it("stores the mailbox lower-cased, the state upper-cased and blanks as null", () => {
    expect(
      knownProviderFields({
        name: " Gulf  Clinic ",
        recallEmail: " Recalls@Gulf.Example ",
        state: "al",
        idn: " ",
      }),
    ).toEqual({
      name: "Gulf Clinic",
      idn: null,
      organizationId: null,
      recallEmail: "recalls@gulf.example",
      phone: null,
      city: null,
      state: "AL",
      status: "ACTIVE",
    });
  });
});
