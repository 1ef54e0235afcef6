import { describe, expect, it } from "vitest";
import {
  SITE_LANGS,
  langFromStoredName,
  localizedField,
  localizePath,
  plainEnglishField,
  siteLanguage,
  splitLanguage,
} from "./languages";

describe("language addresses (spec 2)", () => {
  it("splits the language suffix off a path", () => {
    expect(splitLanguage("/about-us")).toEqual({ basePath: "/about-us", lang: "en" });
    expect(splitLanguage("/about-us/hindi")).toEqual({ basePath: "/about-us", lang: "hi" });
    expect(splitLanguage("/claim/claims-intimation/kannada")).toEqual({
      basePath: "/claim/claims-intimation",
      lang: "kn",
    });
    expect(splitLanguage("/claimprocess/assamese")).toEqual({ basePath: "/claimprocess", lang: "as" });
    expect(splitLanguage("/hindi")).toEqual({ basePath: "/", lang: "hi" });
    expect(splitLanguage("/kannada")).toEqual({ basePath: "/", lang: "kn" });
    expect(splitLanguage("/")).toEqual({ basePath: "/", lang: "en" });
  });

  it("does not take a word that merely ends like a language for a suffix", () => {
    expect(splitLanguage("/not-hindi-page")).toEqual({ basePath: "/not-hindi-page", lang: "en" });
    expect(splitLanguage("/xhindi")).toEqual({ basePath: "/xhindi", lang: "en" });
  });

  it("builds the address of a page in a language", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/", "hi")).toBe("/hindi");
    expect(localizePath("/about-us", "kn")).toBe("/about-us/kannada");
    expect(localizePath("/Faqpage", "as")).toBe("/Faqpage/assamese");
  });

  it("reads stored language names of both stores", () => {
    expect(langFromStoredName("english")).toBe("en");
    expect(langFromStoredName("hindi")).toBe("hi");
    expect(langFromStoredName("kannada")).toBe("kn");
    expect(langFromStoredName("kannar")).toBe("kn");
    expect(langFromStoredName("assamese")).toBe("as");
    expect(langFromStoredName("tamil")).toBeUndefined();
    expect(langFromStoredName(null)).toBeUndefined();
  });

  it("picks the trilingual field of the language, falling back to English when empty", () => {
    const product = { Name_en: "Bike", Name_hi: "बाइक", Name_kannad: "" };
    expect(localizedField(product, "Name", "hi")).toBe("बाइक");
    expect(localizedField(product, "Name", "kn")).toBe("Bike");
    expect(localizedField(product, "Name", "en")).toBe("Bike");
    expect(localizedField(product, "Missing", "hi")).toBe("");
  });

  it("reads Assamese from the _assamese field, English where an editor left it empty (decision 067)", () => {
    const category = { Name_en: "Claims", Name_hi: "दावा", Name_kannad: "ಕ್ಲೇಮ್", Name_assamese: "দাবী" };
    expect(localizedField(category, "Name", "as")).toBe("দাবী");
    expect(localizedField({ ...category, Name_assamese: " " }, "Name", "as")).toBe("Claims");
    expect(localizedField({ Name_en: "Claims", Name_hi: "दावा" }, "Name", "as")).toBe("Claims");
    expect(plainEnglishField({ Name: "Crop Insurance", Name_assamese: "শস্য বীমা" }, "Name", "as")).toBe("শস্য বীমা");
    expect(plainEnglishField({ Name: "Crop Insurance", Name_hi: "फसल बीमा" }, "Name", "as")).toBe("Crop Insurance");
  });

  it("links an Assamese page to the site's pages in English, other languages to their own", () => {
    expect(siteLanguage("as")).toBe("en");
    expect(SITE_LANGS.map(siteLanguage)).toEqual(SITE_LANGS);
  });
});
