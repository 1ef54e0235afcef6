/**
 * `npm run check:language` (part of the test command): checks every Hindi,
 * Kannada and Assamese text of the seed content against the glossary
 * (content/seed/glossaryterms.json) and Unicode, prints each finding with its
 * file, entry and field, and exits 1 when there is one (issue 17, decision 063).
 * `--summary` prints counts per rule and per avoided form instead of every finding.
 */
import path from "node:path";

import { checkTexts } from "../server/language/language-check";
import { seedGlossary, seedTexts } from "../server/language/seed-texts";

const seedDir = path.resolve(process.argv.find((a) => a.startsWith("--seed="))?.slice(7) ?? "content/seed");
const texts = seedTexts(seedDir);
const findings = checkTexts(texts, { glossary: seedGlossary(seedDir) });

if (process.argv.includes("--summary")) {
  const counts = new Map<string, number>();
  for (const f of findings) {
    const key =
      f.rule === "avoided-term"
        ? `${f.rule} ${f.language} ${/^"([^"]+)"/u.exec(f.message)?.[1]}`
        : `${f.rule} ${f.language}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1])) console.info(`${String(n).padStart(6)}  ${key}`);
} else {
  for (const f of findings) console.info(`${f.where} ${f.field} (${f.language}) [${f.rule}] ${f.message}`);
}
const languages = new Set(texts.map((t) => t.language));
console.info(
  findings.length === 0
    ? `language check: ${texts.length} texts (${[...languages].join(", ")}) follow the glossary and Unicode`
    : `language check: ${findings.length} findings in ${texts.length} texts; fix them or, where a choice is right, settle it in content/seed/glossaryterms.json`,
);
process.exitCode = findings.length === 0 ? 0 : 1;
