import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bandOf, CREDIT_BANDS, CREDIT_MESSAGES, maskPan } from "./credit-score-rules";
import { StartCreditCheckSchema } from "./credit-score-schema";

const root = path.resolve(import.meta.dirname, "../..");
type Keyword = { keyword: string; content_en: string; content_hi: string; content_kannada: string };
const keywords = JSON.parse(
  fs.readFileSync(path.join(root, "content/seed/translationkeywords/3100-self-service-more.json"), "utf8"),
) as Keyword[];
const byKey = new Map(keywords.map((k) => [k.keyword, k]));
/** Latin words Hindi and Kannada texts may carry: acronyms and the PAN example. */
const ALLOWED_LATIN = new Set(["OTP", "PAN", "SMS", "ABCDE1234F"]);

describe("credit score texts (decision 059)", () => {
  it("every answer the API gives has its keyword with the same English text", () => {
    for (const [key, english] of Object.entries(CREDIT_MESSAGES)) expect(byKey.get(key)?.content_en, key).toBe(english);
  });

  it("every keyword the pages use exists, in Devanagari and Kannada script, with the agreed terms and no Latin words", () => {
    const source = fs.readFileSync(path.join(root, "app/credit-score/credit-score-page.tsx"), "utf8");
    const used = new Set([...source.matchAll(/"(cs_[a-z_]+)"/g)].map((m) => m[1]!));
    for (const band of CREDIT_BANDS) used.add(`cs_band_${band.key}`).add(`cs_band_note_${band.key}`);
    for (const key of used) expect(byKey.has(key), key).toBe(true);
    for (const entry of keywords) {
      expect(entry.content_hi, entry.keyword).toMatch(/[\u0900-\u097F]/);
      expect(entry.content_kannada, entry.keyword).toMatch(/[\u0C80-\u0CFF]/);
      for (const text of [entry.content_hi, entry.content_kannada]) {
        const latin = text.replace(/\{[a-z]+\}/g, "").match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
        for (const word of latin) expect(ALLOWED_LATIN.has(word), `${entry.keyword}: ${word}`).toBe(true);
      }
      for (const avoided of ["क्लेम", "पेज", "हेल्थ", "रिन्यू", "ई-मेल"])
        expect(entry.content_hi, entry.keyword).not.toContain(avoided);
      for (const avoided of ["ಕ್ಲೈಮ್", "ಆ್ಯಪ್", "ಇ-ಮೇಲ್", "ಮೋಟಾರು"])
        expect(entry.content_kannada, entry.keyword).not.toContain(avoided);
    }
  });
});

describe("credit score rules", () => {
  it("bands a score and masks a PAN", () => {
    expect([900, 750, 749, 700, 699, 650, 649, 300].map(bandOf)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "fair",
      "fair",
      "low",
      "low",
    ]);
    expect(maskPan("ABCPV1234K")).toBe("AB******4K");
  });

  it("reads the form as the bureau needs it: trimmed name, ten-digit mobile, PAN in capitals or none", () => {
    expect(
      StartCreditCheckSchema.parse({
        name: "  Asha   Verma ",
        dob: "1985-04-12",
        mobile: "+91 90000 00101",
        pan: " abcpv1234k ",
        consent: "on",
      }),
    ).toEqual({ name: "Asha Verma", dob: "1985-04-12", mobile: "9000000101", pan: "ABCPV1234K", consent: true });
    expect(
      StartCreditCheckSchema.parse({ name: "Ravi", dob: "1990-08-23", mobile: "9000000102", pan: "", consent: true })
        .pan,
    ).toBeUndefined();
    expect(StartCreditCheckSchema.safeParse({ name: "Ravi", dob: "1990-08-23", mobile: "9000000102" }).success).toBe(
      false,
    );
  });
});
