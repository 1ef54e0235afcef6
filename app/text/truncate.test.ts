import { describe, expect, it } from "vitest";
import { truncateText } from "./truncate";

describe("truncateText (spec 5)", () => {
  it("keeps text up to the limit, default 100", () => {
    expect(truncateText("a".repeat(100))).toBe("a".repeat(100));
    expect(truncateText("short", 10)).toBe("short");
  });

  it("cuts longer text and adds an ellipsis", () => {
    expect(truncateText("a".repeat(101))).toBe(`${"a".repeat(100)}…`);
    expect(truncateText("hello world", 6)).toBe("hello…");
  });

  it("counts characters, not UTF-16 units, so Indic text is not split mid-character", () => {
    expect(truncateText("स्वास्थ्य बीमा", 3)).toBe("स्व…");
  });
});
