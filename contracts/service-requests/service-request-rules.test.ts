import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_MESSAGES, REFERENCE_PATTERN } from "./service-request-rules";
import { DoNotCallSchema, FindPolicySchema, QuoteSearchSchema } from "./service-request-schema";

const root = path.resolve(import.meta.dirname, "../..");
type Keyword = {
  keyword: string;
  content_en: string;
  content_hi: string;
  content_kannada: string;
  translationpages: number[];
};
// the self_service_policy page (24): its own file, and the keywords decision 059 added to it from 3100-self-service-more.json
const keywords = ["2400-policy-service.json", "3100-self-service-more.json"]
  .flatMap(
    (file) =>
      JSON.parse(fs.readFileSync(path.join(root, "content/seed/translationkeywords", file), "utf8")) as Keyword[],
  )
  .filter((entry) => entry.translationpages.includes(24));
const byKey = new Map(keywords.map((k) => [k.keyword, k]));

describe("self-service texts (decision 057)", () => {
  it("every answer the API gives has its keyword with the same English text, and Hindi and Kannada", () => {
    for (const [key, english] of Object.entries(SERVICE_MESSAGES)) {
      const entry = byKey.get(key);
      expect(entry, key).toBeDefined();
      expect(entry!.content_en).toBe(english);
    }
  });

  it("every keyword the pages use is written in the three scripts, with the agreed terms", () => {
    const pageSource = ["app/self-service/self-service-page.tsx"]
      .map((file) => fs.readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const used = new Set([...pageSource.matchAll(/"(ss_[a-z_-]+)"/g)].map((m) => m[1]!));
    for (const key of used) expect(byKey.has(key), key).toBe(true);
    for (const entry of keywords) {
      expect(entry.content_hi, entry.keyword).toMatch(/[\u0900-\u097F]/);
      expect(entry.content_kannada, entry.keyword).toMatch(/[\u0C80-\u0CFF]/);
      expect(entry.content_hi).not.toContain("क्लेम");
      expect(entry.content_kannada).not.toContain("ಕ್ಲೈಮ್");
      if (entry.content_en.includes("policy")) expect(entry.content_hi, entry.keyword).toContain("पॉलिसी");
    }
  });
});

describe("self-service schemas", () => {
  it("read a form's fields as the records spell them", () => {
    expect(DoNotCallSchema.parse({ mobile: "+91 98765 43210", consent: "on" })).toEqual({
      mobile: "9876543210",
      consent: true,
    });
    expect(FindPolicySchema.parse({ policyNo: " mtr/2026/1004821 ", dob: "1988-04-12" })).toEqual({
      policyNo: "MTR/2026/1004821",
      dob: "1988-04-12",
    });
    expect(QuoteSearchSchema.parse({ quoteNo: "hq00000001", mobile: "9000000001" })).toEqual({
      quoteNo: "HQ00000001",
      mobile: "9000000001",
    });
    expect(DoNotCallSchema.safeParse({ mobile: "9876543210", consent: "off" }).success).toBe(false);
    expect(REFERENCE_PATTERN.test("DNC-261127-7K3Q9X")).toBe(true);
    expect(REFERENCE_PATTERN.test("DNC-261127-7K3Q9O")).toBe(false);
  });
});
