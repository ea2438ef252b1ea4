import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createSecretBox } from "./secret-box.ts";

describe("secret box", () => {
  const box = createSecretBox("signing-key-one", "sso-client-secret");

  it("opens what it sealed, and the sealed text does not contain the secret (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (secret) => {
        const sealed = box.seal(secret);
        expect(sealed.startsWith("sealed:v1:")).toBe(true);
        expect(box.open(sealed)).toBe(secret);
        if (secret.length >= 4) expect(sealed).not.toContain(secret);
      }),
      { numRuns: 100 },
    );
  });

  it("seals the same secret differently each time", () => {
    expect(box.seal("s3cret")).not.toBe(box.seal("s3cret"));
  });

  it("does not open with another key, another purpose, or after a change", () => {
    const sealed = box.seal("s3cret");
    expect(createSecretBox("signing-key-two", "sso-client-secret").open(sealed)).toBeUndefined();
    expect(createSecretBox("signing-key-one", "other").open(sealed)).toBeUndefined();
    const last = sealed.at(-2) === "A" ? "B" : "A";
    expect(box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toBeUndefined();
    expect(box.open("sealed:v1:garbage")).toBeUndefined();
  });

  it("reads a value stored before sealing as it is", () => {
    expect(box.open("plain-demo-secret")).toBe("plain-demo-secret");
  });
});
