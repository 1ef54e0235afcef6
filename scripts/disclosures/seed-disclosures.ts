/**
 * Writes content/seed/publicdisclosures.json from the model (decision 066): one entry per NL form
 * and quarter, with the form's group (`category`), its title in three languages
 * (scripts/disclosures/form-titles.ts) and its PDF, published on the quarter's day.
 *
 *   npx tsx scripts/disclosures/seed-disclosures.ts
 *
 * tests/integration/regulatory-pages.test.ts checks that the seed is this script's output.
 */
import fs from "node:fs";
import path from "node:path";
import { disclosureFile, NL_FORMS, QUARTERS } from "./nl-forms";
import { FORM_TITLES } from "./form-titles";

/** The day each quarter's forms were published (within 45 days of its end; Q4 with the results). */
const PUBLISHED: Record<string, string> = {
  "2025-26-1": "2025-08-14T10:00:00.000Z",
  "2025-26-2": "2025-11-14T10:00:00.000Z",
  "2025-26-3": "2026-02-14T10:00:00.000Z",
  "2025-26-4": "2026-05-15T10:00:00.000Z",
  "2026-27-1": "2026-08-14T10:00:00.000Z",
  "2026-27-2": "2026-11-14T10:00:00.000Z",
};
const YEAR_IDS: Record<string, number> = { "2025-26": 1, "2026-27": 2 };

export function disclosureSeed() {
  let id = 0;
  return QUARTERS.flatMap((q) =>
    NL_FORMS.map((form, index) => {
      const titles = FORM_TITLES[form.no];
      if (!titles) throw new Error(`no Hindi and Kannada title for ${form.no}`);
      const file = disclosureFile(form, q);
      return {
        id: ++id,
        slug: file.replace(/\.pdf$/, ""),
        form_no: form.no,
        category: form.group,
        title_en: form.title,
        title_hi: titles.hi,
        title_kannad: titles.kn,
        financialyear: YEAR_IDS[q.year]!,
        quarter: q.quarter,
        file: `/uploads/disclosures/${file}`,
        sort_order: index + 1,
        publish: true,
        created_at: PUBLISHED[`${q.year}-${q.quarter}`]!,
      };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = path.resolve("content/seed/publicdisclosures.json");
  fs.writeFileSync(target, `${JSON.stringify(disclosureSeed(), null, 2)}\n`);
  console.info(`${disclosureSeed().length} entries in ${target}`);
}
