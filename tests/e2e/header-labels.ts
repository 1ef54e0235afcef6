/** The header's words per language, read from the seed content the tests' site is loaded with. */
import fs from "node:fs";
import path from "node:path";

type SeedLang = "en" | "kn" | "hi";

interface Keyword {
  keyword: string;
  content_en: string;
  content_hi: string;
  content_kannada: string;
}

const keywords = ["0001-common.json", "0200-header.json"].flatMap(
  (file) => JSON.parse(fs.readFileSync(path.resolve("content/seed/translationkeywords", file), "utf8")) as Keyword[],
);

const field = { en: "content_en", hi: "content_hi", kn: "content_kannada" } as const;

export function phrase(lang: SeedLang, key: string, vars: Record<string, string> = {}): string {
  const row = keywords.find((k) => k.keyword === key);
  if (!row) throw new Error(`no translation keyword ${key}`);
  let text = row[field[lang]];
  for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{${name}}`, value);
  return text;
}

function seedNames(collection: string): Map<string, Record<SeedLang, string>> {
  const dir = path.resolve("content/seed", collection);
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir).map((f) => path.join(dir, f))
    : [path.resolve("content/seed", `${collection}.json`)];
  const names = new Map<string, Record<SeedLang, string>>();
  for (const file of files) {
    for (const row of JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>[]) {
      names.set(row.key ?? row.Name_en!, { en: row.Name_en!, hi: row.Name_hi!, kn: row.Name_kannad! });
    }
  }
  return names;
}

const categories = seedNames("productcategories");
const products = seedNames("products");

/** A category by its English name, in a language. */
export function categoryName(english: string, lang: SeedLang): string {
  const names = categories.get(english);
  if (!names) throw new Error(`no category ${english}`);
  return names[lang];
}

/** A product by its key, in a language. */
export function productName(key: string, lang: SeedLang): string {
  const names = products.get(key);
  if (!names) throw new Error(`no product ${key}`);
  return names[lang];
}

export const SUFFIX = { en: "", hi: "/hindi", kn: "/kannada" } as const;
