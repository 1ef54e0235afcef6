/**
 * The regulatory pages (issue 16, decision 060), rendered by the whole site in process on the seed:
 * /downloads lists every published document by line of business, filters by line and type from
 * the address (before any script), answers 404 for a filter that names nothing, and every file it
 * links is a real PDF of the project, drawn reproducibly from scripts/downloads/. No address a
 * visitor can type answers 5xx (fuzzed).
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPdf } from "../../server/pdf/pdf-renderer.ts";
import { productDocuments } from "../../scripts/downloads/product-documents.ts";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const seed = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve("content/seed", `${name}.json`), "utf8")) as Record<string, unknown>[];

let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess();
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

async function page(address: string): Promise<{ status: number; html: string; headers: Headers }> {
  const answer = await fetch(`${base}${address}`, { redirect: "manual" });
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
}

const attr = (html: string, name: string) => [...html.matchAll(new RegExp(`${name}="([^"]+)"`, "g"))].map((m) => m[1]!);

describe("/downloads", () => {
  const downloads = seed("downloads").filter((d) => d.publish !== false);
  const lines = seed("downloadcategories");
  const lineOf = (d: Record<string, unknown>) => lines.find((l) => l.id === d.downloadcategory)!.slug as string;

  it("lists every published document under its line of business, in three languages", async () => {
    expect(downloads.length).toBeGreaterThanOrEqual(25);
    for (const address of ["/downloads", "/downloads/hindi", "/downloads/kannada"]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-download").sort(), address).toEqual(downloads.map((d) => d.slug as string).sort());
      expect(attr(html, "data-download-line"), address).toEqual(lines.map((l) => l.slug as string));
    }
    const hi = await page("/downloads/hindi");
    expect(hi.html).toContain("आरोग्य संजीवनी पॉलिसी: पॉलिसी की शर्तें");
    expect(hi.html).toContain(`${downloads.length} दस्तावेज़`);
    const kn = await page("/downloads/kannada");
    expect(kn.html).toContain("ಪಾಲಿಸಿ ನಿಯಮಾವಳಿ");
    expect(kn.html).toContain(`${downloads.length} ದಾಖಲೆಗಳು`);
  });

  it("filters by line and by document type from the address, without scripts", async () => {
    const health = await page("/downloads?line=health&document=");
    expect(health.status).toBe(200);
    expect(attr(health.html, "data-download").sort()).toEqual(
      downloads
        .filter((d) => lineOf(d) === "health")
        .map((d) => d.slug as string)
        .sort(),
    );
    expect(attr(health.html, "data-download-line")).toEqual(["health"]);
    expect(health.html).toMatch(/<option value="health" selected="">/);

    const cis = await page("/downloads?line=&document=cis");
    const cisSlugs = attr(cis.html, "data-download");
    expect(cisSlugs.length).toBe(downloads.filter((d) => d.document_type === "cis").length);
    expect(attr(cis.html, "data-download-type").every((t) => t === "cis")).toBe(true);

    const one = await page("/downloads?line=motor&document=proposal-form");
    expect(attr(one.html, "data-download")).toEqual(["private-car-insurance-proposal-form"]);
    expect(one.html).toContain("1 document");

    const none = await page("/downloads?line=travel&document=proposal-form");
    expect(none.status).toBe(200);
    expect(attr(none.html, "data-download")).toEqual([]);
    expect(none.html).toContain("No document matches this choice");
  });

  it("answers 404 with noindex for a line or type that does not exist", async () => {
    for (const address of ["/downloads?line=marine", "/downloads?document=leaflet", "/downloads/hindi?line=Motor"]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(html, address).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("links each document to a real PDF the site serves, or to the claims service's form", async () => {
    const { html } = await page("/downloads");
    const links = [...html.matchAll(/data-download="([^"]+)"[\s\S]*?href="([^"]+)"/g)].map((m) => m[2]!);
    expect(links.length).toBe(downloads.length);
    for (const href of links) {
      const answer = await fetch(`${base}${href}`);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(answer.status, href).toBe(200);
      expect(answer.headers.get("content-type"), href).toContain("application/pdf");
      expect(new TextDecoder().decode(bytes.slice(0, 5)), href).toBe("%PDF-");
    }
  });
});

describe("the documents' PDFs", () => {
  it("are the generator's output byte for byte, each seeded once and no larger than 64 KB", async () => {
    const seeded = new Set(seed("downloads").flatMap((d) => (d.file ? [d.file as string] : [])));
    const made = productDocuments();
    expect(made.map((m) => `/uploads/downloads/${m.file}`).sort()).toEqual([...seeded].sort());
    let total = 0;
    for (const { file, doc } of made) {
      const onDisk = fs.readFileSync(path.resolve("public/uploads/downloads", file));
      const drawn = await renderPdf(doc);
      expect(Buffer.compare(onDisk, Buffer.from(drawn)), `${file}: run npx tsx scripts/generate-downloads.ts`).toBe(0);
      expect(onDisk.length).toBeLessThan(64 * 1024);
      total += onDisk.length;
    }
    expect(total).toBeLessThan(1024 * 1024);
  });

  it("say what the product covers: the wording carries each cover and exclusion, the CIS all 14 rows", () => {
    for (const { type, product, doc } of productDocuments()) {
      const text = JSON.stringify(doc.blocks);
      if (type === "policy-wording") {
        for (const cover of product.covers) expect(text).toContain(cover.title);
        for (const exclusion of product.exclusions) expect(text).toContain(exclusion);
      }
      if (type === "cis") {
        const table = doc.blocks.find((b) => b.kind === "table");
        expect(table?.kind === "table" && table.rows.length).toBe(14);
      }
      expect(text).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });
});

describe("no address a visitor can type answers 5xx", () => {
  it("survives 300 malformed filters", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("%", "%E0%A4", "%00", "a%2", "'--", "<script>", "\\", "..%2f", "motor", "cis"),
    );
    await fc.assert(
      fc.asyncProperty(value, value, fc.boolean(), async (line, type, raw) => {
        const q = (v: string) => (raw ? v : encodeURIComponent(v));
        const answer = await fetch(`${base}/downloads?line=${q(line)}&document=${q(type)}&line=${q(type)}`);
        await answer.arrayBuffer();
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
