/**
 * Draws the PDFs of /downloads (issue 16, decision 060) into public/uploads/downloads/: each
 * product's policy wording, brochure, Customer Information Sheet and proposal form, from
 * scripts/downloads/product-facts.ts, with the server's PDF renderer (pdf-lib, DejaVu Sans).
 *
 *   npx tsx scripts/generate-downloads.ts
 *
 * The renderer stamps a fixed date, so the same facts give the same bytes every run.
 */
import fs from "node:fs";
import path from "node:path";
import { renderPdf } from "../server/pdf/pdf-renderer";
import { productDocuments } from "./downloads/product-documents";

const folder = path.resolve("public/uploads/downloads");
fs.mkdirSync(folder, { recursive: true });
let total = 0;
for (const { file, doc } of productDocuments()) {
  const bytes = await renderPdf(doc);
  fs.writeFileSync(path.join(folder, file), bytes);
  total += bytes.length;
}
console.info(`${productDocuments().length} documents, ${Math.round(total / 1024)} KB, in ${folder}`);
