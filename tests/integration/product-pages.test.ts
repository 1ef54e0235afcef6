/**
 * Product pages that sell (issue 16, decision 061), rendered by the whole site
 * in process on the seed: what a buyer needs in each language, the product's
 * questions as FAQPage data, "get a price" into its line's quote journey or
 * the call-back form, the documents on the downloads page; /product with every
 * line; the QR landings' 200 and 404 answers.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess();
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

async function page(address: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${base}${address}`);
  return { status: answer.status, html: await answer.text() };
}

function jsonLd(html: string, type: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, body]) => JSON.parse(body!) as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}

const sections = ["who-for", "covered", "not-covered", "sum-insured", "claim", "documents"];

describe("a product page", () => {
  it.each([
    ["/health-insurance/arogya-supreme", "waiting-heading"],
    ["/health-insurance/arogya-sanjeevani-policy/hindi", "waiting-heading"],
    ["/motor-insurance/private-car-insurance/kannada", "deductibles-heading"],
    ["/health-insurance/arogya-topup-policy", "deductibles-heading"],
  ])("%s carries what a buyer needs", async (address, special) => {
    const { status, html } = await page(address);
    expect(status).toBe(200);
    for (const id of sections) expect(html).toContain(`id="${id}-heading"`);
    expect(html).toContain(`id="${special}"`);
    const faq = jsonLd(html, "FAQPage");
    expect((faq?.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(2);
    // every question of the structured data is on the page in a <details>
    const questions = (faq!.mainEntity as { name: string }[]).map((q) => q.name);
    const summaries = [...html.matchAll(/<summary[^>]*>(.*?)<\/summary>/gs)].map(([, s]) => s);
    for (const q of questions) expect(summaries.some((s) => s!.includes(q.replaceAll("'", "&#x27;")))).toBe(true);
  });

  it("in Hindi and Kannada shows its own language, not the English text", async () => {
    const en = await page("/health-insurance/arogya-supreme");
    const hi = await page("/health-insurance/arogya-supreme/hindi");
    const kn = await page("/health-insurance/arogya-supreme/kannada");
    expect(en.html).toContain("Who is it for");
    expect(hi.html).toContain("यह किसके लिए है");
    expect(hi.html).toContain("प्रतीक्षा अवधि");
    expect(kn.html).toContain("ಇದು ಯಾರಿಗಾಗಿ");
    expect(hi.html).not.toContain("Pre-existing diseases");
    expect(kn.html).not.toContain("Pre-existing diseases");
  });

  it("leads a retail health product into the health quote journey", async () => {
    const { html } = await page("/health-insurance/arogya-supreme/hindi");
    expect(html).toMatch(/href="\/health-insurance\/explore-plans\/hindi"[^>]*data-price-link/);
  });

  it("leads a car product into the car journey and a travel plan into the travel calculator", async () => {
    expect((await page("/motor-insurance/private-car-insurance")).html).toMatch(/data-price-link/);
    expect((await page("/travel-insurance/family")).html).toMatch(
      /href="\/travel-insurance-online\/travel-insurance-calculator\?plan=travel-family"/,
    );
  });

  it("offers the call-back form where the line has no quote journey", async () => {
    const { status, html } = await page("/fire-insurance");
    expect(status).toBe(200);
    expect(html).not.toMatch(/data-price-link/);
    expect(html).toMatch(/href="#callback"[^>]*data-callback-link/);
    expect(html).toContain('id="callback"');
  });

  it("links the product's documents on the downloads page, in its language", async () => {
    expect((await page("/health-insurance/arogya-supreme")).html).toContain('href="/downloads?product=arogya-supreme"');
    expect((await page("/motor-insurance/two-wheeler-insurance/kannada")).html).toContain(
      'href="/downloads/kannada?product=two-wheeler-insurance"',
    );
  });
});

describe("/product", () => {
  it("lists every line on sale with its products, in each language", async () => {
    for (const [address, words] of [
      ["/product", ["Retail", "Corporate", "Rural", "Arogya Supreme", "Fire Insurance", "Cattle Insurance Policy"]],
      ["/product/hindi", ["आरोग्य सुप्रीम"]],
      ["/product/kannada", ["ಆರೋಗ್ಯ ಸುಪ್ರೀಂ"]],
    ] as const) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(html).toContain('data-page="product-lines"');
      for (const word of words) expect(html, `${address}: ${word}`).toContain(word);
    }
    const { html } = await page("/product");
    expect(html).toMatch(/data-line="\/product\/retail"/);
    expect(html).toMatch(/data-line="\/product\/corporate"/);
    expect(html).toMatch(/data-line="\/product\/rural"/);
    // withdrawn products are not on sale: their own listing is linked for their policyholders
    expect(html).not.toContain("Standard Fire Policy (Legacy)");
    expect(html).toContain('href="/product/withdrawn"');
    // counts through plural rules: "1 product", never "1 products"
    expect(html).not.toMatch(/>1 products</);
  });
});

describe("QR-code landings", () => {
  it("/language-preference/{productname} offers each language, named in itself, leading to the features", async () => {
    const { status, html } = await page("/language-preference/arogya-supreme");
    expect(status).toBe(200);
    expect(html).toContain('href="/product-features/SBIHLIP21043V012122/sum-insured-refill"');
    expect(html).toContain('href="/product-features/SBIHLIP21043V012122/sum-insured-refill/hindi"');
    expect(html).toContain('href="/product-features/SBIHLIP21043V012122/sum-insured-refill/kannada"');
    expect(html).toContain("हिंदी");
    expect(html).toContain("ಕನ್ನಡ");
    expect((await page("/language-preference")).status).toBe(200);
    expect((await page("/language-preference/kannada")).status).toBe(200);
  });

  it("/product-features/{product_code}/{tag} shows the feature in the address's language", async () => {
    const en = await page("/product-features/SBIHLIP20180V011920/co-payment");
    expect(en.status).toBe(200);
    expect(en.html).toContain("Co-payment of 5%");
    const hi = await page("/product-features/SBIHLIP20180V011920/co-payment/hindi");
    expect(hi.html).toContain("5% सह-भुगतान");
    const kn = await page("/product-features/SBIG-MOTOR-PC/no-claim-bonus/kannada");
    expect(kn.status).toBe(200);
    expect(kn.html).toContain("ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್");
    expect(kn.html).toContain('href="/motor-insurance/private-car-insurance/kannada"');
  });

  it.each([
    "/product-features/SBIHLIP20180V011920/no-such-feature",
    "/product-features/NO-SUCH-CODE/co-payment",
    "/product-features/NO-SUCH-CODE/co-payment/hindi",
    "/language-preference/no-such-product",
    "/language-preference/no-such-product/kannada",
  ])("%s is a 404 marked noindex", async (address) => {
    const { status, html } = await page(address);
    expect(status).toBe(404);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("the sitemap lists every product's language choice and every feature", async () => {
    const { html } = await page("/sitemap.xml");
    expect(html).toContain("/language-preference/arogya-sanjeevani</loc>");
    expect(html).toContain("/product-features/SBIG-MOTOR-PC/nil-depreciation/kannada</loc>");
  });
});

describe("no QR address a visitor can type answers 5xx", () => {
  it("survives 1,000 malformed product codes, tags and product names, as 404 or a page", async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 20 }),
      fc.constantFrom("%", "%E0%A4", "%00", "a%2", "'--", "<script>", "..", "SBIG-MOTOR-PC", "co-payment", "hindi"),
    );
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.constantFrom("", "/hindi", "/kannada"), async (a, b, lang) => {
        const seg = (s: string) => encodeURIComponent(s) || "x";
        for (const address of [
          `/product-features/${seg(a)}/${seg(b)}${lang}`,
          `/language-preference/${seg(a)}${lang}`,
        ]) {
          const answer = await fetch(`${base}${address}`, { redirect: "manual" });
          await answer.arrayBuffer();
          expect(answer.status, address).toBeLessThan(500);
        }
      }),
      { numRuns: 500 },
    );
  });
});
