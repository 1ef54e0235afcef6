/**
 * Draws the PDFs of the regulatory pages (issue 16, decision 060) with the server's PDF renderer
 * (pdf-lib):
 * - public/uploads/downloads/: each product's policy wording, brochure, Customer Information
 *   Sheet and proposal form, from scripts/downloads/product-facts.ts (DejaVu Sans);
 * - public/uploads/disclosures/: the quarterly NL forms of /public-disclosure2, from
 *   scripts/disclosures/nl-forms.ts (the viewer's Helvetica: some 3 KB a file);
 * - public/uploads/tenders/: the tender notices and corrigenda of /tender, from
 *   scripts/tenders/tender-documents.ts (Helvetica);
 * - public/uploads/investors/: the financial results and the CSR policy of the investor relations
 *   page, from scripts/investors/investor-documents.ts (Helvetica);
 * - public/uploads/agents/: the documents of /agent (becoming an agent, the application form, the
 *   code of conduct, checking an agent), from scripts/agents/agent-documents.ts (Helvetica).
 *
 *   npx tsx scripts/generate-downloads.ts
 *
 * The renderer stamps a fixed date, so the same facts give the same bytes every run.
 */
import fs from "node:fs";
import path from "node:path";
import { renderPdf, type RenderOptions } from "../server/pdf/pdf-renderer";
import { disclosureDocuments } from "./disclosures/nl-forms";
import { productDocuments } from "./downloads/product-documents";
import { investorDocuments } from "./investors/investor-documents";
import { tenderDocuments } from "./tenders/tender-documents";
import { agentDocuments } from "./agents/agent-documents";
import type { PrintDocument } from "../contracts/print/print-document";

async function write(folder: string, documents: { file: string; doc: PrintDocument }[], options: RenderOptions) {
  const target = path.resolve(folder);
  fs.mkdirSync(target, { recursive: true });
  let total = 0;
  for (const { file, doc } of documents) {
    const bytes = await renderPdf(doc, options);
    fs.writeFileSync(path.join(target, file), bytes);
    total += bytes.length;
  }
  console.info(`${documents.length} documents, ${Math.round(total / 1024)} KB, in ${target}`);
}

await write("public/uploads/downloads", productDocuments(), {});
await write("public/uploads/disclosures", disclosureDocuments(), { fonts: "standard" });
await write("public/uploads/tenders", tenderDocuments(), { fonts: "standard" });
await write("public/uploads/investors", investorDocuments(), { fonts: "standard" });
await write("public/uploads/agents", agentDocuments(), { fonts: "standard" });
