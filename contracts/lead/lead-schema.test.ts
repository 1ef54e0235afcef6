import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  capitaliseName,
  fullNameProblem,
  LEAD_MESSAGES,
  mobileInput,
  mobileProblem,
  splitFullName,
  type LeadMessageKey,
} from "./lead-rules";
import { firstIssuePerField, LeadFormSchema, LeadPayloadSchema, leadPayloadOf } from "./lead-schema";

interface Keyword {
  id: number;
  keyword: string;
  content_en: string;
  content_hi: string;
  content_kannada: string;
  translationpages: number[];
}

const seedFile = path.resolve(import.meta.dirname, "../../content/seed/translationkeywords/0100-lead.json");
const seed = JSON.parse(fs.readFileSync(seedFile, "utf8")) as Keyword[];
const LEAD_FORM_PAGE = 11;

describe("full name (spec 5)", () => {
  it.each<[string, LeadMessageKey | null]>([
    ["", "lead_name_required"],
    ["   ", "lead_name_required"],
    ["John", "lead_name_two_words"],
    ["John ", "lead_name_two_words"],
    ["John Doe", null],
    ["john doe", null],
    ["John Paul Doe", null],
    ["राहुल शर्मा", null],
    ["ರಾಹುಲ್ ಶರ್ಮಾ", null],
    ["John2 Doe", "lead_name_invalid"],
    ["John Doe!", "lead_name_invalid"],
    ["O'Brien Doe", "lead_name_invalid"],
    ["John.Doe Smith", "lead_name_invalid"],
    ["John\tDoe", "lead_name_invalid"],
    ["John  Doe", "lead_name_invalid"],
    ["John Paul  Doe", "lead_name_invalid"],
    [`John ${"a".repeat(100)}`, "lead_name_invalid"],
    // real names: hyphens between letters, and Hindi and Kannada written with zero-width (non-)joiners
    ["Mary-Ann D'Souza", "lead_name_invalid"],
    ["Mary-Ann Fernandes", null],
    ["Jean-Luc Marie-Claire Picard", null],
    ["श्री\u200Cनिवास राव", null],
    ["ಶ್ರೀ\u200Cನಿವಾಸ ಗೌಡ", null],
    ["क्\u200Dष्मा देवी", null],
    ["ಅರ್\u200Dಜುನ್ ರಾವ್", null],
    ["Mary- Ann", "lead_name_invalid"],
    ["-Mary Ann", "lead_name_invalid"],
    ["Mary--Ann Fernandes", "lead_name_invalid"],
    ["\u200C Rao", "lead_name_invalid"],
    ["Mary-Ann", "lead_name_two_words"],
  ])("%j gives %s", (value, expected) => {
    expect(fullNameProblem(value)).toBe(expected);
  });

  it.each([..."`!@#$%^&*()+=[]{};':\"|,.<>?~"])("still refuses spec 5's special character %s", (character) => {
    expect(fullNameProblem(`John${character} Doe`)).toBe("lead_name_invalid");
    expect(fullNameProblem(`John Do${character}e`)).toBe("lead_name_invalid");
  });

  it("capitalises each word on blur and trims the ends", () => {
    expect(capitaliseName("  john paul doe ")).toBe("John Paul Doe");
    expect(capitaliseName("mcDonald o")).toBe("McDonald O");
    expect(capitaliseName("राहुल शर्मा")).toBe("राहुल शर्मा");
    expect(capitaliseName("mary-ann fernandes")).toBe("Mary-Ann Fernandes");
  });

  it.each([
    ["John", { first: "John", middle: "", last: "" }],
    ["John Doe", { first: "John", middle: "", last: "Doe" }],
    ["John Paul Doe", { first: "John", middle: "Paul", last: "Doe" }],
    ["John Paul George Doe", { first: "John", middle: "Paul", last: "Doe" }],
    ["  John   Doe ", { first: "John", middle: "", last: "Doe" }],
  ])("splits %j as spec 5 says", (value, parts) => {
    expect(splitFullName(value)).toEqual(parts);
  });
});

describe("mobile (spec 5, 9)", () => {
  it.each<[string, LeadMessageKey | null]>([
    ["", "lead_mobile_required"],
    ["98765", "lead_mobile_length"],
    ["98765432101", "lead_mobile_length"],
    ["5876543210", "lead_mobile_invalid"],
    ["0876543210", "lead_mobile_invalid"],
    ["98765abc10", "lead_mobile_invalid"],
    ["6000000000", null],
    ["9876543210", null],
  ])("%j gives %s", (value, expected) => {
    expect(mobileProblem(value)).toBe(expected);
  });

  it("keeps digits only while typing, at most 10", () => {
    expect(mobileInput("98a7-6 5")).toBe("98765");
    expect(mobileInput("98765432109")).toBe("9876543210");
    expect(mobileInput("+91 98765 43210")).toBe("9876543210");
    expect(mobileInput("098765 43210")).toBe("9876543210");
    expect(mobileInput("abc")).toBe("");
  });
});

describe("LeadFormSchema", () => {
  it("gives every empty field its required message", () => {
    const result = LeadFormSchema.safeParse({ fullName: "", mobile: "", product: "Travel" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssuePerField(result.error)).toEqual({
        fullName: "lead_name_required",
        mobile: "lead_mobile_required",
      });
    }
  });
});

describe("LeadPayloadSchema", () => {
  const campaign = {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "monsoon",
    utm_uniqueid: "u1",
    utm_content: "",
    utm_term: "",
    page_url: "https://example.in/?utm_source=google",
  };
  const payload = leadPayloadOf(
    { fullName: "John Paul Doe", mobile: "9876543210", product: "Travel" },
    campaign,
    "123.456",
  );

  it("is the spec 3 lead payload with LeadType '1' and SBIEmailId ''", () => {
    expect(payload).toEqual({
      ClientId: "123.456",
      SBILeadFirstName: "John",
      SBILeadMiddleName: "Paul",
      SBILeadLastName: "Doe",
      LeadType: "1",
      SBIEmailId: "",
      SBIMobileNum: "9876543210",
      SBIProductName: "Travel",
      ...campaign,
    });
    expect(LeadPayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each<[string, Record<string, unknown>, string, LeadMessageKey | null]>([
    ["a first name only", { SBILeadMiddleName: "", SBILeadLastName: "" }, "SBILeadFirstName", "lead_name_two_words"],
    ["digits in a name", { SBILeadLastName: "D0e" }, "SBILeadFirstName", "lead_name_invalid"],
    ["a part with two words", { SBILeadLastName: "Doe Smith" }, "SBILeadFirstName", "lead_name_invalid"],
    ["a middle name without a last name", { SBILeadLastName: "" }, "SBILeadFirstName", "lead_name_invalid"],
    ["a short mobile", { SBIMobileNum: "98765" }, "SBIMobileNum", "lead_mobile_length"],
    ["a mobile starting with 5", { SBIMobileNum: "5876543210" }, "SBIMobileNum", "lead_mobile_invalid"],
    ["no mobile", { SBIMobileNum: "" }, "SBIMobileNum", "lead_mobile_required"],
    ["a numeric mobile", { SBIMobileNum: 9876543210 }, "SBIMobileNum", "lead_mobile_required"],
    ["no product", { SBIProductName: "" }, "SBIProductName", "lead_product_invalid"],
    ["another LeadType", { LeadType: "2" }, "LeadType", null],
    ["an e-mail", { SBIEmailId: "a@b.in" }, "SBIEmailId", null],
  ])("refuses %s", (_name, change, field, message) => {
    const result = LeadPayloadSchema.safeParse({ ...payload, ...change });
    expect(result.success).toBe(false);
    if (!result.success) {
      const issues = firstIssuePerField(result.error);
      expect(Object.keys(issues)).toContain(field);
      if (message) expect(issues[field]).toBe(message);
    }
  });
});

describe("messages in three languages (content/seed 0100-lead.json)", () => {
  it.each(Object.entries(LEAD_MESSAGES))("%s is the spec's English text, in Hindi and Kannada too", (key, english) => {
    const entry = seed.find((k) => k.keyword === key);
    expect(entry, key).toBeDefined();
    expect(entry?.content_en).toBe(english);
    expect(entry?.content_hi).toMatch(/^[\u0900-\u097F0-9 ।,.!]+$/);
    expect(entry?.content_kannada).toMatch(/^[\u0C80-\u0CFF0-9 ,.!]+$/);
    expect(entry?.translationpages).toEqual([LEAD_FORM_PAGE]);
  });

  it("owns ids 100-199 and translates every label", () => {
    for (const k of seed) {
      expect(k.id).toBeGreaterThanOrEqual(100);
      expect(k.id).toBeLessThanOrEqual(199);
      expect(k.content_hi, k.keyword).toMatch(/[\u0900-\u097F]/);
      expect(k.content_kannada, k.keyword).toMatch(/[\u0C80-\u0CFF]/);
      expect(k.content_hi).not.toBe(k.content_en);
    }
  });
});
