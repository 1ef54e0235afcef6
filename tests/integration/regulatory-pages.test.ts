/**
 * The regulatory pages (issue 16, decision 060), rendered by the whole site in process on the seed:
 * /downloads lists every published document by line of business, filters by line and type from
 * the address (before any script), answers 404 for a filter that names nothing, and every file it
 * links is a real PDF of the project, drawn reproducibly from scripts/downloads/; /public-disclosure2
 * lists the NL forms of a financial year by quarter (the newest year without `?fy=`), each a PDF
 * whose figures agree with the other forms'; /tender shows open notices apart from closed ones,
 * an open notice past its closing time as closed, with its documents. No address a
 * visitor can type answers 5xx (fuzzed).
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPdf } from "../../server/pdf/pdf-renderer.ts";
import { disclosureDocuments, NL_FORMS, QUARTERS } from "../../scripts/disclosures/nl-forms.ts";
import { disclosureSeed } from "../../scripts/disclosures/seed-disclosures.ts";
import { productDocuments } from "../../scripts/downloads/product-documents.ts";
import { TENDERS, tenderDocuments } from "../../scripts/tenders/tender-documents.ts";
import { investorDocuments } from "../../scripts/investors/investor-documents.ts";
import { agentDocuments } from "../../scripts/agents/agent-documents.ts";
import { PDFDocument } from "pdf-lib";
import { tenderStatus } from "../../contracts/regulatory/tender-status.ts";
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

/**
 * A kept-alive connection that the in-process server closed while a test drew PDFs (which blocks
 * the one event loop both share past the keep-alive timeout) is reset on reuse: one retry, on a
 * fresh connection, for that case only.
 */
async function get(address: string): Promise<Response> {
  try {
    return await fetch(`${base}${address}`, { redirect: "manual" });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
    return fetch(`${base}${address}`, { redirect: "manual" });
  }
}

async function page(address: string): Promise<{ status: number; html: string; headers: Headers }> {
  const answer = await get(address);
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
    expect(hi.html).toContain("आरोग्य संजीवनी पॉलिसी: पॉलिसी नियमावली");
    expect(hi.html).toContain(`${downloads.length} दस्तावेज`);
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

  it("shows a product's documents from a product page's link, and a product without any says so", async () => {
    const sanjeevani = await page("/downloads?product=arogya-sanjeevani-policy");
    expect(sanjeevani.status).toBe(200);
    expect(attr(sanjeevani.html, "data-download").sort()).toEqual(
      downloads
        .filter((d) => d.product_key === "arogya-sanjeevani-policy")
        .map((d) => d.slug as string)
        .sort(),
    );
    expect(sanjeevani.html).toContain("Documents of Arogya Sanjeevani Policy");
    const hindi = await page("/downloads/hindi?product=arogya-sanjeevani-policy");
    expect(hindi.html).toContain("आरोग्य संजीवनी पॉलिसी के दस्तावेज");
    const withoutFiles = await page("/downloads?product=arogya-supreme");
    expect(withoutFiles.status).toBe(200);
    expect(attr(withoutFiles.html, "data-download")).toEqual([]);
    expect(withoutFiles.html).toContain("No document matches this choice");
  });

  it("answers 404 with noindex for a line or type that does not exist", async () => {
    for (const address of [
      "/downloads?line=marine",
      "/downloads?document=leaflet",
      "/downloads/hindi?line=Motor",
      "/downloads?product=no-such-product",
    ]) {
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

describe("/public-disclosure2", () => {
  const disclosures = seed("publicdisclosures");
  const years = seed("financialyears");
  const yearOf = (d: Record<string, unknown>) => years.find((y) => y.id === d.financialyear)!.year as string;

  it("shows the newest year's forms by quarter, newest quarter first, in three languages", async () => {
    const newest = "2026-27";
    const expected = disclosures.filter((d) => yearOf(d) === newest);
    for (const address of ["/public-disclosure2", "/public-disclosure2/hindi", "/public-disclosure2/kannada"]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-disclosure-quarter"), address).toEqual(["2", "1"]);
      expect(attr(html, "data-disclosure").sort(), address).toEqual(expected.map((d) => d.slug as string).sort());
      expect(html, address).toMatch(
        /data-disclosure-year="2026-27"[^>]*aria-current="page"|aria-current="page"[^>]*data-disclosure-year="2026-27"/,
      );
    }
    const en = await page("/public-disclosure2");
    // each quarter's forms by kind, in the page's order; the newest quarter open, the other folded
    expect(attr(en.html, "data-disclosure-group")).toEqual([
      ...["statements", "schedules", "solvency", "investments", "business", "claims", "governance"],
      ...["statements", "schedules", "solvency", "investments", "business", "claims", "governance"],
    ]);
    expect(
      en.html
        .split("data-disclosure-quarter=")
        .slice(1)
        .map((part) => /^"\d"[^>]*>\s*<details[^>]*\sopen/.test(part)),
    ).toEqual([true, false]);
    expect(en.html).toContain(`${NL_FORMS.length} forms`);
    expect(en.html).toMatch(/href="\/about-us\/investor-relations"[^>]*data-annual-reports-link/);
    const hi = await page("/public-disclosure2/hindi");
    expect(hi.html).toMatch(/href="\/about-us\/investor-relations\/hindi"[^>]*data-annual-reports-link/);
    expect(hi.html).toContain("शोधन क्षमता मार्जिन");
    expect(hi.html).toContain("दूसरी तिमाही, वित्त वर्ष 2026-27 (जुलाई से सितंबर)");
    expect(hi.html).toContain("राजस्व खाता");
  });

  it("shows an earlier year from ?fy=, all four quarters, and 404s a year that is not there", async () => {
    const { status, html } = await page("/public-disclosure2?fy=2025-26");
    expect(status).toBe(200);
    expect(attr(html, "data-disclosure-quarter")).toEqual(["4", "3", "2", "1"]);
    expect(attr(html, "data-disclosure").length).toBe(disclosures.filter((d) => yearOf(d) === "2025-26").length);
    for (const address of [
      "/public-disclosure2?fy=2019-20",
      "/public-disclosure2?fy=2025-27",
      "/public-disclosure2?fy=abc",
    ]) {
      const missing = await page(address);
      expect(missing.status, address).toBe(404);
      expect(missing.html, address).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("links every form to its PDF", async () => {
    const { html } = await page("/public-disclosure2?fy=2025-26");
    const links = [...html.matchAll(/href="(\/uploads\/disclosures\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBe(4 * NL_FORMS.length);
    for (const href of links.slice(0, 5)) {
      const answer = await fetch(`${base}${href}`);
      expect(answer.status).toBe(200);
      expect(new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
  });
});

describe("the NL forms", () => {
  it("are the generator's output byte for byte, one per form and quarter, seeded once each", async () => {
    const made = disclosureDocuments();
    expect(made.length).toBe(NL_FORMS.length * QUARTERS.length);
    expect(made.map((m) => `/uploads/disclosures/${m.file}`).sort()).toEqual(
      seed("publicdisclosures")
        .map((d) => d.file as string)
        .sort(),
    );
    let total = 0;
    for (const { file, doc } of made) {
      const onDisk = fs.readFileSync(path.resolve("public/uploads/disclosures", file));
      const drawn = await renderPdf(doc, { fonts: "standard" });
      expect(Buffer.compare(onDisk, Buffer.from(drawn)), `${file}: run npx tsx scripts/generate-downloads.ts`).toBe(0);
      total += onDisk.length;
    }
    // 45 forms a quarter, six quarters: some 3 KB a file (decision 066)
    expect(total).toBeLessThan(900 * 1024);
  });

  it("are seeded as the seed script writes them, each with its kind and a title in three languages", () => {
    expect(seed("publicdisclosures")).toEqual(JSON.parse(JSON.stringify(disclosureSeed())));
    expect(new Set(NL_FORMS.map((f) => f.no)).size).toBe(NL_FORMS.length);
    expect(NL_FORMS.length).toBeGreaterThanOrEqual(40);
  });

  it("agree with each other and say they are illustrative", () => {
    const tableOf = (no: string, q: (typeof QUARTERS)[number], nth = 0) => {
      const form = NL_FORMS.find((f) => f.no === no)!;
      const table = form.build(q).filter((b) => b.kind === "table")[nth];
      if (table?.kind !== "table") throw new Error(no);
      return table;
    };
    const value = (text: string) => Number(text.replace(/[,()%]/g, "")) * (text.startsWith("(") ? -1 : 1);
    const cell = (no: string, q: (typeof QUARTERS)[number], rowStart: string, column: number, nth = 0) => {
      const row = tableOf(no, q, nth).rows.find((r) => r[0]!.startsWith(rowStart));
      if (!row) throw new Error(`${no}: no row "${rowStart}"`);
      return value(row[column]!);
    };
    for (const q of QUARTERS) {
      // the revenue account's earned premium and claims are the schedules' totals
      expect(cell("NL-1", q, "1 Premiums earned", 4)).toBe(cell("NL-4", q, "Total", 4));
      expect(cell("NL-1", q, "4 Claims incurred", 4)).toBe(cell("NL-5", q, "Total", 4));
      expect(cell("NL-1", q, "5 Commission", 4)).toBe(cell("NL-6", q, "Total", 1));
      expect(cell("NL-1", q, "6 Operating expenses", 4)).toBe(cell("NL-7", q, "Total", 1));
      // the profit and loss account starts from the revenue account's operating profit
      expect(cell("NL-2", q, "1 Operating profit", 1)).toBe(cell("NL-1", q, "Operating profit", 4));
      // the balance sheet's lines are its schedules' totals
      expect(cell("NL-3", q, "Share capital", 1)).toBe(cell("NL-8", q, "Total", 1));
      expect(cell("NL-3", q, "Reserves and surplus", 1)).toBe(cell("NL-10", q, "Total", 1));
      expect(cell("NL-3", q, "Borrowings", 1)).toBe(cell("NL-11", q, "Total", 1));
      expect(cell("NL-3", q, "Investments: shareholders", 1)).toBe(cell("NL-12", q, "Total", 1));
      expect(cell("NL-3", q, "Investments: policyholders", 1)).toBe(cell("NL-12A", q, "Total", 1));
      expect(cell("NL-3", q, "Loans", 1)).toBe(cell("NL-13", q, "Total", 1));
      expect(cell("NL-3", q, "Fixed assets", 1)).toBe(cell("NL-14", q, "Total", 4));
      expect(cell("NL-3", q, "Cash and bank", 1)).toBe(cell("NL-15", q, "Total", 1));
      expect(cell("NL-3", q, "Advances", 1)).toBe(cell("NL-16", q, "Total", 1));
      expect(-cell("NL-3", q, "Current liabilities", 1)).toBe(cell("NL-17", q, "Total", 1));
      expect(-cell("NL-3", q, "Provisions", 1)).toBe(cell("NL-18", q, "Total", 1));
      expect(cell("NL-3", q, "Miscellaneous expenditure", 1)).toBe(cell("NL-19", q, "Total", 1));
      // the reserves grow by the quarter's profit; depreciation is the expense schedule's
      expect(cell("NL-10", q, "Add: profit after tax", 1)).toBe(cell("NL-2", q, "Profit after tax", 1));
      expect(cell("NL-14", q, "Total", 3)).toBe(cell("NL-7", q, "Depreciation", 1));
      // receipts and payments end with the balance sheet's cash
      expect(cell("NL-22", q, "Cash and bank balances at the end", 1)).toBe(cell("NL-15", q, "Total", 1));
      expect(cell("NL-22", q, "Premium received", 1)).toBe(cell("NL-4", q, "Total", 1));
      // solvency: assets less liabilities over the required margin, the ratio NL-20 shows
      expect(cell("NL-23", q, "Total assets as in the balance sheet", 1)).toBe(
        cell("NL-3", q, "Total", 1) + cell("NL-17", q, "Total", 1) + cell("NL-18", q, "Total", 1),
      );
      expect(cell("NL-25", q, "Total admissible assets", 1)).toBe(cell("NL-23", q, "Total admissible", 1));
      expect(-cell("NL-25", q, "Less: total liabilities", 1)).toBe(cell("NL-24", q, "Total liabilities", 1));
      expect(cell("NL-25", q, "Required solvency margin", 1)).toBe(cell("NL-26", q, "Total", 7));
      const ratio = tableOf("NL-25", q).rows.find((r) => r[0]!.startsWith("Solvency ratio"))![1];
      expect(tableOf("NL-20", q).rows.find((r) => r[0]!.startsWith("Solvency ratio"))![1]).toBe(ratio);
      expect(Number.parseFloat(ratio!)).toBeGreaterThanOrEqual(1.5);
      // investments: the statement of investment assets and the income on them
      expect(cell("NL-28", q, "Total", 3)).toBe(cell("NL-12", q, "Total", 1) + cell("NL-12A", q, "Total", 1));
      expect(cell("NL-31", q, "Total", 2)).toBe(
        cell("NL-1", q, "3 Interest, dividend and rent", 4) + cell("NL-2", q, "2 Income from investments", 1),
      );
      expect(cell("NL-29", q, "Total debt", 1, 0)).toBe(cell("NL-29", q, "Total debt", 1, 1));
      // business: premium ceded, by state, by line and by channel add up to the premium schedule
      expect(cell("NL-33", q, "Total", 2)).toBe(cell("NL-4", q, "Total", 2));
      expect(cell("NL-34", q, "Total", 1)).toBe(cell("NL-4", q, "Total", 1));
      expect(cell("NL-35", q, "Total", 1)).toBe(cell("NL-4", q, "Total", 1));
      expect(cell("NL-36", q, "Total", 2)).toBe(cell("NL-4", q, "Total", 1));
      expect(cell("NL-36", q, "Total", 1)).toBe(cell("NL-35", q, "Total", 2));
      expect(cell("NL-44", q, "Gross direct motor third party premium: quarter", 1)).toBe(
        cell("NL-4", q, "Motor third party", 1),
      );
      // claims: settled claims by age are the claims data's; amounts the claims schedule's
      expect(cell("NL-39", q, "Total", 6)).toBe(cell("NL-37", q, "Total", 3));
      expect(cell("NL-39", q, "Total", 7)).toBe(cell("NL-5", q, "Total", 1));
      for (const table of [tableOf("NL-37", q), tableOf("NL-45", q)]) {
        for (const row of table.rows) {
          const n = row.slice(1).map(value);
          // outstanding at the end = at the start + reported - settled - repudiated - closed (or resolved)
          const end = n.length === 6 ? n[0]! + n[1]! - n[2]! - n[3]! - n[4]! : n[0]! + n[1]! - n[2]!;
          expect(n[n.length - 1], `${row[0]}`).toBe(end);
        }
      }
    }
    // a quarter starts with the claims and grievances the quarter before left open
    for (const q of QUARTERS.slice(1)) {
      const before = QUARTERS.find((o) => o.index === q.index - 1)!;
      expect(cell("NL-37", q, "Total", 1)).toBe(cell("NL-37", before, "Total", 6));
      expect(cell("NL-45", q, "Total", 1)).toBe(cell("NL-45", before, "Total", 4));
      expect(cell("NL-22", q, "Cash and bank balances at the start", 1)).toBe(cell("NL-15", before, "Total", 1));
    }
    for (const { doc } of disclosureDocuments()) expect(JSON.stringify(doc.blocks)).toContain("ILLUSTRATIVE FIGURES");
  });
});

describe("/tender", () => {
  const tenders = seed("tenders");

  it("shows open tenders apart from past ones, an open one past its closing time as closed", async () => {
    const now = new Date();
    const expected = tenders.map((t) => [t.slug, tenderStatus(t.status as string, t.closing_date as string, now)]);
    for (const address of ["/tender", "/tender/hindi", "/tender/kannada"]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      const shown = [...html.matchAll(/data-tender="([^"]+)" data-tender-status="([^"]+)"/g)].map((m) => [m[1], m[2]]);
      expect(shown.sort(), address).toEqual([...expected].sort());
    }
    // the surveyors' notice is stored open, but its closing time has passed
    expect(expected.find(([slug]) => slug === "motor-surveyor-empanelment-south")?.[1]).toBe("closed");
    const { html } = await page("/tender/hindi");
    expect(html).toContain("बोली जमा करने की अंतिम तिथि");
    expect(html).toContain("अनुबंध दिया गया");
  });

  it("links every document, and the status rule holds at the closing minute", async () => {
    const { html } = await page("/tender");
    const links = [...html.matchAll(/href="(\/uploads\/tenders\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBe(tenders.reduce((n, t) => n + (t.documents as unknown[]).length, 0));
    for (const href of links) {
      const answer = await fetch(`${base}${href}`);
      expect(answer.status, href).toBe(200);
      await answer.arrayBuffer();
    }
    const closing = "2026-12-08T09:30:00.000Z";
    expect(tenderStatus("open", closing, new Date("2026-12-08T09:29:59Z"))).toBe("open");
    expect(tenderStatus("open", closing, new Date("2026-12-08T09:30:00Z"))).toBe("closed");
    expect(tenderStatus("awarded", closing, new Date("2026-01-01"))).toBe("awarded");
    expect(tenderStatus("draft", closing, new Date("2026-01-01"))).toBe("closed");
    expect(tenderStatus("open", "not a date", new Date("2026-01-01"))).toBe("closed");
  });

  it("has its PDFs drawn by the generator, byte for byte", async () => {
    for (const { file, doc } of tenderDocuments()) {
      const onDisk = fs.readFileSync(path.resolve("public/uploads/tenders", file));
      const drawn = await renderPdf(doc, { fonts: "standard" });
      expect(Buffer.compare(onDisk, Buffer.from(drawn)), file).toBe(0);
    }
  });
});

describe("/tender-details/{slug}", () => {
  const tenders = seed("tenders");
  const istOf = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    })
      .format(new Date(iso))
      .replace(" at ", ", ");

  it("shows each tender's scope, eligibility, dates, deposit, contact and documents, in three languages", async () => {
    for (const tender of tenders) {
      for (const [suffix, lang] of [
        ["", "en"],
        ["/hindi", "hi"],
        ["/kannada", "kn"],
      ] as const) {
        const address = `/tender-details/${tender.slug as string}${suffix}`;
        const { status, html } = await page(address);
        expect(status, address).toBe(200);
        expect(html, address).toContain(`<html lang="${lang}"`);
        expect(html, address).toContain(tender.reference_no as string);
        expect(html, address).toMatch(/<link rel="canonical" href="[^"]+\/tender-details\/[^"]+"/);
        const documents = (tender.documents as { file: string }[]).map((d) => d.file);
        expect(
          attr(html, "href").filter((h) => h.startsWith("/uploads/tenders/")),
          address,
        ).toEqual(documents);
        const dates = 2 + (tender.pre_bid_date ? 1 : 0) + (tender.opening_date ? 1 : 0);
        expect(html.match(/data-tender-date=""/g)?.length, address).toBe(dates);
        expect(attr(html, "data-tender-emd"), address).toEqual([String(tender.emd_amount)]);
        expect(html, address).toContain(`mailto:${tender.contact_email as string}`);
      }
    }
    const hi = await page("/tender-details/cloud-contact-centre-platform/hindi");
    expect(hi.html).toContain("बयाना राशि");
    expect(hi.html).toContain("₹20,00,000");
    expect(hi.html).toContain("अंग्रेजी, हिंदी, कन्नड़ और नौ अन्य भारतीय भाषाओं में वॉइस मेन्यू");
    const kn = await page("/tender-details/motor-surveyor-empanelment-south/kannada");
    expect(kn.html).toMatch(/data-tender-emd="0"[^>]*>ಇಲ್ಲ</);
  });

  it("is linked from /tender in the page's language", async () => {
    for (const [suffix, lang] of [
      ["", ""],
      ["/kannada", "/kannada"],
    ]) {
      const { html } = await page(`/tender${suffix}`);
      const links = [...html.matchAll(/href="([^"]+)"[^>]*data-tender-link/g)].map((m) => m[1]!);
      expect(links.sort()).toEqual(tenders.map((t) => `/tender-details/${t.slug as string}${lang}`).sort());
    }
  });

  it("states the same dates and deposit as the notice's PDF", () => {
    for (const facts of TENDERS) {
      const entry = tenders.find((t) => t.slug === facts.slug)!;
      const schedule = facts.schedule.map(([, when]) => when);
      expect(schedule, facts.slug).toContain(istOf(entry.closing_date as string));
      if (entry.pre_bid_date) expect(schedule, facts.slug).toContain(istOf(entry.pre_bid_date as string));
      if (entry.opening_date) expect(schedule, facts.slug).toContain(istOf(entry.opening_date as string));
      const amended =
        facts.corrigendum?.changes.find(([clause]) => clause.includes("earnest money"))?.[2] ?? facts.deposit;
      const emd = entry.emd_amount as number;
      if (emd > 0) expect(amended, facts.slug).toContain(`Rs ${new Intl.NumberFormat("en-IN").format(emd)}`);
      else expect(facts.deposit, facts.slug).toMatch(/^No earnest money deposit/);
    }
  });

  it("answers 404 with noindex in the address's language for a tender that does not exist", async () => {
    for (const [address, lang] of [
      ["/tender-details/no-such-tender", "en"],
      ["/tender-details/no-such-tender/hindi", "hi"],
      ["/tender-details/no-such-tender/kannada", "kn"],
    ]) {
      const { status, html } = await page(address!);
      expect(status, address).toBe(404);
      expect(html, address).toMatch(/<meta name="robots" content="noindex/);
      expect(html, address).toContain(`<html lang="${lang}"`);
    }
  });

  it("is in sitemap.xml with its language alternates", async () => {
    const { html: xml } = await page("/sitemap.xml");
    for (const tender of tenders) {
      expect(xml).toContain(`/tender-details/${tender.slug as string}</loc>`);
      expect(xml).toContain(`/tender-details/${tender.slug as string}/kannada"`);
    }
  });
});

describe("/important-links", () => {
  const links = seed("importantlinks");

  it("shows every link by group; another site's opens in a new tab, this site's in the page's language", async () => {
    for (const [address, suffix] of [
      ["/important-links", ""],
      ["/important-links/hindi", "/hindi"],
      ["/important-links/kannada", "/kannada"],
    ] as const) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-link-group"), address).toEqual(["regulator", "awareness", "schemes", "site"]);
      expect(attr(html, "data-link").sort(), address).toEqual(links.map((l) => l.slug as string).sort());
      for (const link of links) {
        const url = link.url as string;
        if (url.startsWith("https://")) {
          expect(html, url).toContain(`href="${url}" target="_blank" rel="noopener noreferrer"`);
        } else {
          expect(html, url).toContain(`href="${url}${suffix}"`);
        }
      }
    }
    expect((await page("/important-links/hindi")).html).toContain("बीमा भरोसा शिकायत पोर्टल");
  });
});

describe("/about-us/investor-relations", () => {
  const documents = seed("investordocuments");

  it("lists results, policies and disclosures, each a PDF the site serves or a page of this site", async () => {
    for (const address of [
      "/about-us/investor-relations",
      "/about-us/investor-relations/hindi",
      "/about-us/investor-relations/kannada",
    ]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-investor-group"), address).toEqual(["annual", "results", "policy", "disclosure"]);
      expect(attr(html, "data-investor-document").sort(), address).toEqual(
        documents.map((d) => d.slug as string).sort(),
      );
    }
    const hi = await page("/about-us/investor-relations/hindi");
    expect(hi.html).toContain('href="/public-disclosure2/hindi"');
    expect(hi.html).toContain("कॉर्पोरेट सामाजिक उत्तरदायित्व नीति");
    expect(hi.html).toContain("वार्षिक रिपोर्ट 2025-26");
    for (const href of [...hi.html.matchAll(/href="(\/uploads\/investors\/[^"]+)"/g)].map((m) => m[1]!)) {
      const answer = await fetch(`${base}${href}`);
      expect(answer.status, href).toBe(200);
      await answer.arrayBuffer();
    }
  });

  it("has its PDFs drawn by the generator, the results agreeing with the NL forms", async () => {
    for (const { file, doc } of investorDocuments()) {
      const onDisk = fs.readFileSync(path.resolve("public/uploads/investors", file));
      const drawn = await renderPdf(doc, { fonts: "standard" });
      expect(Buffer.compare(onDisk, Buffer.from(drawn)), file).toBe(0);
    }
    // the annual report's year is the four quarters' sum of the forms; its statements the fourth quarter's forms
    const report = investorDocuments().find((d) => d.file === "annual-report-2025-26.pdf")!;
    const text = JSON.stringify(report.doc.blocks);
    expect(text).toContain("ILLUSTRATIVE FIGURES");
    const gross = QUARTERS.filter((q) => q.year === "2025-26")
      .map((q) => NL_FORMS.find((f) => f.no === "NL-4")!.build(q)[0]!)
      .map((b) => (b.kind === "table" ? Number(b.rows.at(-1)![1]!.replace(/,/g, "")) : 0))
      .reduce((a, b) => a + b, 0);
    expect(text).toContain(
      `["Gross direct premium (NL-4, four quarters)","${new Intl.NumberFormat("en-IN").format(gross)}"]`,
    );
    const q4forms = QUARTERS.find((q) => q.year === "2025-26" && q.quarter === 4)!;
    for (const no of ["NL-1", "NL-2", "NL-3"]) {
      expect(text).toContain(JSON.stringify(NL_FORMS.find((f) => f.no === no)!.build(q4forms)).slice(1, -1));
    }
    const yearly = JSON.stringify(
      investorDocuments().find((d) => d.file === "annual-public-disclosures-2025-26.pdf")!.doc,
    );
    for (const f of NL_FORMS) expect(yearly).toContain(`FORM ${f.code}: ${f.title}`);
    const [annual] = investorDocuments();
    const q4 = QUARTERS.find((q) => q.year === "2025-26" && q.quarter === 4)!;
    const nl2 = NL_FORMS.find((f) => f.no === "NL-2")!.build(q4);
    expect(JSON.stringify(annual!.doc.blocks)).toContain(JSON.stringify(nl2).slice(1, -1));
  });
});

describe("/agent's documents", () => {
  const documents = seed("agentdocuments");

  it("are listed on /agent in three languages, each a PDF the site serves", async () => {
    for (const [address, title] of [
      ["/agent", "Agent application form"],
      ["/agent/hindi", "एजेंट आवेदन फ़ॉर्म"],
      ["/agent/kannada", "ಏಜೆಂಟ್ ಅರ್ಜಿ ಫಾರ್ಮ್"],
    ] as const) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-agent-document"), address).toEqual(documents.map((d) => d.slug as string));
      expect(html, address).toContain(title);
      expect(html, address).toContain('id="agent-documents-heading"');
    }
    for (const d of documents) {
      const answer = await fetch(`${base}${d.file as string}`);
      expect(answer.status, d.file as string).toBe(200);
      expect(new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
  });

  it("are the generator's output byte for byte, and say what the rules ask", async () => {
    const made = agentDocuments();
    expect(made.map((m) => `/uploads/agents/${m.file}`)).toEqual(documents.map((d) => d.file as string));
    for (const { file, doc } of made) {
      const onDisk = fs.readFileSync(path.resolve("public/uploads/agents", file));
      expect(Buffer.compare(onDisk, Buffer.from(await renderPdf(doc, { fonts: "standard" }))), file).toBe(0);
    }
    const guide = JSON.stringify(made[0]!.doc.blocks);
    for (const rule of ["at least 18 years old", "10th standard", "25 hours", "examination", "section 42"]) {
      expect(guide).toContain(rule);
    }
    expect(JSON.stringify(made[2]!.doc.blocks)).toContain("section 41 of the Insurance Act");
  });
});

describe("every generated PDF", () => {
  it("parses, with at least one page, and the repository holds them in under 1.5 MB", async () => {
    let total = 0;
    for (const folder of ["disclosures", "tenders", "investors", "agents"]) {
      const dir = path.resolve("public/uploads", folder);
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".pdf"))) {
        const bytes = fs.readFileSync(path.join(dir, file));
        total += bytes.length;
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount(), `${folder}/${file}`).toBeGreaterThan(0);
      }
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe("/sbig-cares", () => {
  it("shows every CSR project with its totals, in three languages", async () => {
    const projects = seed("csrprojects");
    const spent = projects.reduce((n, p) => n + (p.amount_lakh as number), 0);
    for (const address of ["/sbig-cares", "/sbig-cares/hindi", "/sbig-cares/kannada"]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(attr(html, "data-csr-project"), address).toEqual(projects.map((p) => p.slug as string));
    }
    const en = await page("/sbig-cares");
    expect(en.html).toContain(`₹${new Intl.NumberFormat("en-IN").format(Math.round(spent * 10) / 10)} lakh`);
    expect((await page("/sbig-cares/hindi")).html).toContain("सड़क सुरक्षा");
  });
});

describe("no address a visitor can type answers 5xx", () => {
  it("survives 300 malformed years", async () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("%", "%00", "2026-27", "9999-00", "<script>"));
    await fc.assert(
      fc.asyncProperty(value, async (year) => {
        const answer = await fetch(`${base}/public-disclosure2?fy=${encodeURIComponent(year)}`);
        await answer.arrayBuffer();
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

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
