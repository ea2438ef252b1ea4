import { describe, expect, it } from "vitest";
import { AUTH } from "../identity/auth/policy.ts";
import { PREPROCESSOR_MESSAGES } from "../locations/preprocessor/messages.ts";
import { templateParams } from "../shared/messages/message.ts";
import { VALIDATION } from "../shared/validation/messages.ts";
import { minMessage } from "../shared/validation/messages.ts";
import { ALL_MESSAGE_SETS, SERVER_MESSAGES_EN } from "./server-messages.en.ts";
import { SERVER_MESSAGES_VI } from "./server-messages.vi.ts";
import { paramsIn, recognise, sayIn } from "./server-messages.ts";

describe("the server's message catalogue", () => {
  it("has every key in English and Vietnamese with the same placeholders", () => {
    const en = Object.keys(SERVER_MESSAGES_EN).sort();
    expect(Object.keys(SERVER_MESSAGES_VI).sort()).toEqual(en);
    for (const key of en) {
      const vi = (SERVER_MESSAGES_VI as Record<string, string>)[key]!;
      expect(vi.trim(), key).not.toBe("");
      expect(templateParams(vi), key).toEqual(templateParams(SERVER_MESSAGES_EN[key]!));
    }
  });

  it("translates every sentence (only technical words and bare placeholders may stay as in English)", () => {
    const same = Object.keys(SERVER_MESSAGES_EN).filter(
      (key) => (SERVER_MESSAGES_VI as Record<string, string>)[key] === SERVER_MESSAGES_EN[key],
    );
    expect(same.sort()).toEqual(["preprocessor.fileProblem", "request.fieldProblem", "users.fieldProblem"]);
  });

  it("has one namespace per message set and an English text for each key", () => {
    const namespaces = ALL_MESSAGE_SETS.map((set) => set.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(SERVER_MESSAGES_EN["auth.invalidCredentials"]).toBe("Invalid email or password");
  });

  it("gives every parameterless English text one meaning, so a text said without its key is recognised", () => {
    const owners = new Map<string, string[]>();
    for (const [key, text] of Object.entries(SERVER_MESSAGES_EN))
      if (templateParams(text).length === 0) owners.set(text, [...(owners.get(text) ?? []), key]);
    const ambiguous = [...owners.entries()].filter(([, keys]) => keys.length > 1);
    expect(ambiguous).toEqual([]);
  });
});

describe("saying a message in a language", () => {
  it("keeps the English text byte for byte in English", () => {
    expect(sayIn("en", AUTH.say("invalidCredentials"))).toBe("Invalid email or password");
    expect(sayIn("en", "Something no catalogue knows")).toBe("Something no catalogue knows");
  });

  it("renders the key's Vietnamese template with the values", () => {
    expect(sayIn("vi", AUTH.say("invalidCredentials"))).toBe("Email hoặc mật khẩu không đúng");
    expect(sayIn("vi", PREPROCESSOR_MESSAGES.say("noKnownLocation", { id: "L-7" }))).toBe(
      "Không có địa điểm đã biết L-7",
    );
  });

  it("translates nested messages in the same language", () => {
    const said = PREPROCESSOR_MESSAGES.say("fileProblem", {
      fileName: "a.csv",
      problem: VALIDATION.say("emptyFile"),
    });
    expect(said.message).toBe("a.csv: Documented failed to upload. Please try again.");
    expect(sayIn("vi", said)).toBe("a.csv: Tải tài liệu lên thất bại. Vui lòng thử lại.");
    expect(paramsIn("vi", said.params)).toEqual({
      fileName: "a.csv",
      problem: "Tải tài liệu lên thất bại. Vui lòng thử lại.",
    });
  });

  it("recognises a text said without its key: exactly, or by a template with enough fixed words", () => {
    expect(recognise("Field required")).toEqual({ message: "Field required", code: "validation.required" });
    expect(recognise(minMessage(8))).toEqual({
      message: "Minimum 8 characters",
      code: "validation.min",
      params: { length: "8" },
    });
    expect(sayIn("vi", minMessage(8))).toBe("Tối thiểu 8 ký tự");
    expect(sayIn("vi", "Maximum 200 characters")).toBe("Tối đa 200 ký tự");
    expect(sayIn("vi", "status must be ACTIVE or INACTIVE")).toBe("status phải là ACTIVE or INACTIVE");
    // A template that is mostly placeholders would match anything, so it is never guessed.
    expect(recognise("x: y")).toEqual({ message: "x: y" });
    expect(sayIn("vi", "Expected string, got null")).toBe("Expected string, got null");
  });
});
