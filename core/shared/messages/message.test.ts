import { describe, expect, it } from "vitest";
import { fillTemplate, messageSet, templateParams } from "./message.ts";

describe("message templates", () => {
  it("fill each placeholder, render nested messages and leave unknown placeholders visible", () => {
    expect(fillTemplate("{a} and {b}", { a: "one", b: 2 })).toBe("one and 2");
    expect(fillTemplate("{file}: {problem}", { file: "x.csv", problem: { message: "empty" } })).toBe(
      "x.csv: empty",
    );
    expect(fillTemplate("{file}: {problem}", { file: "x.csv" })).toBe("x.csv: {problem}");
    expect(fillTemplate("no placeholders {}", {})).toBe("no placeholders {}");
  });

  it("name their placeholders once each, sorted", () => {
    expect(templateParams("{b} {a} {b}")).toEqual(["a", "b"]);
    expect(templateParams("Only Alphanumeric {}<>.")).toEqual([]);
  });

  it("say a message with its key, its values and its English text", () => {
    const set = messageSet("demo", { hello: "Hello {name}", bye: "Bye" });
    expect(set.say("hello", { name: "Ann" })).toEqual({
      message: "Hello Ann",
      code: "demo.hello",
      params: { name: "Ann" },
    });
    expect(set.say("bye")).toEqual({ message: "Bye", code: "demo.bye" });
  });
});
