/**
 * Every Hindi, Kannada and Assamese text of the seed content (collections and
 * translation keywords), with its file, entry and field, for the language check.
 * A text's language is its field's (`_hi`, `content_hi`, `_kannad`,
 * `content_kannada`, `_kn`, `content_assamese`, `_as`), else its entry's
 * (`languages` of helmetdata), else the script it is written in.
 */
import fs from "node:fs";
import path from "node:path";

import type { CheckedLanguage, GlossaryEntry, LocatedText } from "./language-check";

/** Fields that hold addresses, keys or code, not text a visitor reads. */
const NOT_TEXT = new Set([
  "canonical",
  "item",
  "url",
  "Url",
  "link",
  "href",
  "slug",
  "path",
  "keyword",
  "key",
  // a code a generator keeps beside its facts (public or illustrative)
  "facts_basis",
  "pageComponent",
  "email",
  "icon",
  "image",
  "file",
  // the glossary's own lists of avoided forms and the notes that explain them
  "avoid_hi",
  "avoid_kannad",
  "avoid_assamese",
  "allowed_phrases",
  "words",
  "note_en",
]);

function languageOfField(key: string): CheckedLanguage | "en" | undefined {
  if (/(?:^|_)(?:hi|hindi)$/u.test(key)) return "hi";
  if (/(?:^|_)(?:kannad|kannada|kn)$/u.test(key)) return "kn";
  if (/(?:^|_)(?:assamese|as)$/u.test(key)) return "as";
  if (/(?:^|_)en$/u.test(key)) return "en";
  return undefined;
}

function languageOfScript(text: string): CheckedLanguage | undefined {
  if (/[\u0900-\u097F]/u.test(text)) return "hi";
  if (/[\u0C80-\u0CFF]/u.test(text)) return "kn";
  if (/[\u0980-\u09FF]/u.test(text)) return "as";
  return undefined;
}

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const item of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) out.push(...jsonFiles(full));
    else if (item.isFile() && item.name.endsWith(".json")) out.push(full);
  }
  return out;
}

/** The `languages` collection's ids: helmetdata entries name their language by one. */
function languageIds(seedDir: string): Map<number, CheckedLanguage | "en"> {
  const ids = new Map<number, CheckedLanguage | "en">();
  const file = path.join(seedDir, "languages.json");
  if (!fs.existsSync(file)) return ids;
  const codes: Record<string, CheckedLanguage | "en"> = { en: "en", hi: "hi", kannad: "kn", kn: "kn", as: "as" };
  for (const entry of JSON.parse(fs.readFileSync(file, "utf8")) as { id: number; language?: string }[]) {
    const code = codes[entry.language ?? ""];
    if (code) ids.set(entry.id, code);
  }
  return ids;
}

export function seedTexts(seedDir: string, relativeTo = process.cwd()): LocatedText[] {
  const texts: LocatedText[] = [];
  const langIds = languageIds(seedDir);
  for (const file of jsonFiles(seedDir)) {
    const shown = path.relative(relativeTo, file);
    const json: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    const visit = (
      value: unknown,
      field: string,
      key: string,
      where: string,
      inherited: CheckedLanguage | "en" | undefined,
    ) => {
      if (typeof value === "string") {
        if (NOT_TEXT.has(key) || value.trim() === "") return;
        const language = languageOfField(key) ?? inherited ?? languageOfScript(value);
        if (language && language !== "en") texts.push({ where, field, language, text: value });
        else if (!language || language === "en") {
          // An English field carrying Hindi or Kannada script is still checked as that script.
          const script = languageOfScript(value);
          if (script) texts.push({ where, field, language: script, text: value });
        }
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${field}[${index}]`, key, where, inherited));
        return;
      }
      if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        let language = inherited;
        if (Array.isArray(record.languages) && record.languages.length === 1 && typeof record.languages[0] === "number")
          language = langIds.get(record.languages[0]) ?? language;
        for (const [k, v] of Object.entries(record)) {
          if (k === "languages" || k === "id") continue;
          visit(v, field ? `${field}.${k}` : k, k, where, languageOfField(k) ?? language);
        }
      }
    };
    if (Array.isArray(json)) {
      json.forEach((entry: unknown, index) => {
        const id = entry && typeof entry === "object" ? (entry as { id?: unknown }).id : undefined;
        visit(entry, "", "", `${shown} #${typeof id === "number" ? id : `[${index}]`}`, undefined);
      });
    } else visit(json, "", "", shown, undefined);
  }
  return texts;
}

/** The glossary as the seed holds it (`glossaryterms.json`). */
export function seedGlossary(seedDir: string): GlossaryEntry[] {
  const file = path.join(seedDir, "glossaryterms.json");
  return JSON.parse(fs.readFileSync(file, "utf8")) as GlossaryEntry[];
}
