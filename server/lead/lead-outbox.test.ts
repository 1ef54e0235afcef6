import { describe, expect, it } from "vitest";
import { retryDelayMs } from "../outbox/outbox-worker";
import { csvField, csvLine } from "./lead-export";
import { maskMobile, maskName } from "./personal-data";

describe("outbox backoff", () => {
  it("doubles from the base up to the maximum, with at most ±20 % jitter", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 1_000, 10_000, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000,
    ]);
    expect(retryDelayMs(1, 1_000, 10_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1_000, 10_000, () => 0.999_999)).toBe(1_200);
    expect(retryDelayMs(40, 1_000, 10_000, () => 0.999_999)).toBe(10_000);
  });
});

describe("CSV export fields", () => {
  it("quotes what needs quoting and makes formulas inert", () => {
    expect(csvField("Asha")).toBe("Asha");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+91")).toBe("'+91");
    expect(csvField("@x")).toBe("'@x");
    expect(csvField(null)).toBe("");
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });
});

describe("personal data in logs", () => {
  it("masks a mobile as 98******10 and names to their initials", () => {
    expect(maskMobile("9876543210")).toBe("98******10");
    expect(maskMobile("123")).toBe("***");
    expect(maskName("Asha Rao")).toBe("A*** R**");
    expect(maskName("राहुल शर्मा")).toMatch(/^र\*+ श\*+$/);
  });
});
