import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  checkTexts,
  findForm,
  spellingSkeleton,
  unicodeProblems,
  type GlossaryEntry,
  type LocatedText,
} from "./language-check";
import { seedGlossary, seedTexts } from "./seed-texts";

const SEED = path.resolve("content/seed");
const glossary = seedGlossary(SEED);
const text = (language: LocatedText["language"], value: string, field = "body_hi"): LocatedText => ({
  where: "planted.json #1",
  field,
  language,
  text: value,
});

describe("the language check on the whole seed", () => {
  it("finds nothing: every Hindi, Kannada and Assamese text follows the glossary and Unicode", () => {
    const texts = seedTexts(SEED);
    expect(texts.length).toBeGreaterThan(10_000);
    const findings = checkTexts(texts, { glossary });
    expect(findings.map((f) => `${f.where} ${f.field} [${f.rule}] ${f.message}`)).toEqual([]);
  });

  it("fails on a wrong term planted in a copy of the seed, naming the file, entry and field", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
    try {
      fs.cpSync(SEED, dir, { recursive: true });
      const file = path.join(dir, "trustfigures.json");
      const entries = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[];
      entries[0]!.Description_hi = "हमारा क्लेम सेटलमेंट तेज़ है।";
      entries[0]!.Description_kannad = "ನಮ್ಮ ಕ್ಲೈಮ್ ಸೇವೆ.";
      fs.writeFileSync(file, JSON.stringify(entries));
      const findings = checkTexts(seedTexts(dir, dir), { glossary: seedGlossary(dir) });
      const id = entries[0]!.id as number;
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ where: `trustfigures.json #${id}`, field: "Description_hi", rule: "avoided-term" }),
          expect.objectContaining({
            where: `trustfigures.json #${id}`,
            field: "Description_kannad",
            rule: "avoided-term",
          }),
        ]),
      );
      expect(findings.find((f) => f.field === "Description_hi")!.message).toContain('write "दावा"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("avoided forms", () => {
  it("match at a word's start, and at its end too when the form ends in $", () => {
    expect(findForm("हमारे क्लेमों का निपटान", "क्लेम")).toBe(6);
    expect(findForm("कोटेशन पाएँ", "कोट$")).toBe(-1);
    expect(findForm("अपना कोट देखें", "कोट$")).toBe(5);
    expect(findForm("होम्योपैथी", "होम$")).toBe(-1);
    expect(findForm("ನಿಮ್ಮ ಕ್ಲೈಮ್‌ಗಳು", "ಕ್ಲೈಮ್")).toBe(6);
  });

  it("may stand inside a name the glossary allows (the company's)", () => {
    const findings = checkTexts([text("hi", "एसबीआई जनरल इंश्योरेंस से स्वास्थ्य बीमा खरीदें।")], { glossary });
    expect(findings).toEqual([]);
    const generic = checkTexts([text("hi", "हेल्थ इंश्योरेंस खरीदें।")], { glossary });
    expect(generic.map((f) => f.rule)).toEqual(["avoided-term", "avoided-term"]);
  });
});

describe("Latin-script words", () => {
  const only: GlossaryEntry[] = [{ id: 1, kind: "latin", concept_en: "names", words: ["DigiLocker"] }];
  it("allows acronyms, listed names, addresses and markup, and reports any other word", () => {
    expect(
      checkTexts([text("hi", "<p>OTP और PAN https://www.irdai.gov.in/x DigiLocker में</p>")], { glossary: only }),
    ).toEqual([]);
    const findings = checkTexts([text("kn", "ನಿಮ್ಮ policy ಸಂಖ್ಯೆ")], { glossary: only });
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('"policy"')]);
  });
});

describe("Unicode", () => {
  it("refuses a virama after a vowel letter (ಆ್ಯಪ್), a joiner not after a virama, and a dotted circle", () => {
    expect(unicodeProblems("kn", "ಆ್ಯಪ್")).toEqual([expect.stringContaining("virama (U+0CCD) after a vowel letter")]);
    expect(unicodeProblems("kn", "ಆಪ್‌ನಲ್ಲಿ")).toEqual([]);
    expect(unicodeProblems("kn", "ಮನೆ\u200Cಗೆ")).toEqual([expect.stringContaining("zero-width joiner")]);
    expect(unicodeProblems("hi", "क\u25CC")).toEqual([expect.stringContaining("dotted circle")]);
  });

  it("refuses text that is not NFC (a precomposed nukta letter) and a vowel sign with no consonant", () => {
    expect(unicodeProblems("hi", "\u095Eोन")).toEqual([expect.stringContaining("normal form C")]);
    expect(unicodeProblems("hi", "फ़ोन")).toEqual([]);
    expect(unicodeProblems("hi", " ि")).toEqual([expect.stringContaining("vowel sign")]);
  });

  it("refuses letters of another script, but not the danda Assamese shares with Hindi", () => {
    expect(unicodeProblems("kn", "ಕನ್ನಡ हिंदी")).toEqual([expect.stringContaining("Devanagari letters")]);
    expect(unicodeProblems("as", "আঁচনি ৰূপায়ণ কৰে।")).toEqual([]);
  });
});

describe("spelling variants", () => {
  it("report one word written with and without nukta or chandrabindu when the glossary does not settle it", () => {
    expect(spellingSkeleton("जाएँ")).toBe(spellingSkeleton("जाएं"));
    expect(spellingSkeleton("ख़र्च")).toBe(spellingSkeleton("खर्च"));
    const findings = checkTexts([text("hi", "बाएँ जाएँ"), text("hi", "बाएँ जाएं")], { glossary: [] });
    expect(findings.map((f) => f.rule)).toEqual(["spelling-variant"]);
    expect(findings[0]!.message).toContain('"जाएँ"');
  });
});

describe("Assamese is held to the same rules (decision 067)", () => {
  const assamese = (value: string) => text("as", value, "Name_assamese");

  it("refuses the glossary's avoided forms and names the term to write", () => {
    const findings = checkTexts([assamese("আপোনাৰ ক্লেইমৰ স্থিতি"), assamese("পলিচি ডাউনলোড কৰক")], { glossary });
    expect(findings.map((f) => f.rule)).toEqual(["avoided-term", "avoided-term"]);
    expect(findings[0]!.message).toContain('write "দাবী"');
    expect(findings[1]!.message).toContain("ডাউনল'ড");
  });

  it("accepts the glossary's terms and the names that keep other words", () => {
    const ok = [
      "দাবীৰ স্থিতি চাওক",
      "পলিচি নবীকৰণ কৰক আৰু প্ৰিমিয়াম দিয়ক",
      "এছবিআই জেনেৰেল ইন্সিওৰেন্স",
      "প্ৰধানমন্ত্ৰী ফচল বীমা যোজনা",
      "বিমান যাত্ৰা বীমা",
    ];
    expect(checkTexts(ok.map(assamese), { glossary })).toEqual([]);
  });

  it("finds the Bengali ra (র) where Assamese writes ৰ", () => {
    expect(unicodeProblems("as", "সর্বস্বত্ব সংৰক্ষিত")).toEqual([expect.stringContaining("U+09B0")]);
    expect(unicodeProblems("as", "সৰ্বস্বত্ব সংৰক্ষিত")).toEqual([]);
  });

  it("finds one Assamese word spelt two ways", () => {
    const findings = checkTexts([assamese("ৰাজ্যিক"), assamese("ৰাজ্যিক"), assamese("ৰাজ্\u200Cযিক")], { glossary });
    expect(findings.some((f) => f.rule === "spelling-variant" && f.language === "as")).toBe(true);
  });
});
