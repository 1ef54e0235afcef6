/** English labels from the seed files, for component tests (a missing keyword shows up as its raw key). */
import fs from "node:fs";
import path from "node:path";

export function seedPhrases(files = ["0001-common.json", "0400-home-footer.json"]): Record<string, string> {
  const phrases: Record<string, string> = {};
  for (const file of files) {
    const rows = JSON.parse(fs.readFileSync(path.resolve("content/seed/translationkeywords", file), "utf8")) as {
      keyword: string;
      content_en: string;
    }[];
    for (const row of rows) phrases[row.keyword] = row.content_en;
  }
  return phrases;
}
