/**
 * Route inventory (issue 2): every address of spec section 2 in every
 * language it has answers 200 with the right `lang`, a title in the page's
 * script, and its canonical; plus the 301, 404/noindex and redirect rules.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { samplePaths } from "./site-paths";
import { readHead } from "./page-head";
import { LANG_INFO, localizePath, type Lang } from "@contracts/i18n/languages";
import { languagesOf } from "../../app/routing/resolve-page";
import type { RouteEntry } from "../../app/routing/route-table";

const SCRIPT: Record<Lang, RegExp> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
  as: /[\u0980-\u09FF]/,
};

interface Helmet {
  pageComponent: string;
  canonical: string | null;
}

async function helmetOf(request: APIRequestContext, page: string, lang: Lang): Promise<Helmet | undefined> {
  const language = LANG_INFO[lang].contentLanguage;
  const res = await request.get(
    `/content/helmetdata?pageComponent=${encodeURIComponent(page)}&languages.language=${language}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as Helmet[])[0];
}

async function checkPage(
  request: APIRequestContext,
  baseURL: string,
  entry: RouteEntry,
  path: string,
  lang: Lang,
  pageComponent: string,
) {
  const address = localizePath(path, lang);
  // a later step of the health journey answers 200 with the earlier steps' answers (decision 050)
  const query = entry.template === "health-quote" && /step[2-5]$/.test(path) ? JOURNEY_ANSWERS : "";
  const res = await request.get(`${address}${query}`, { maxRedirects: 0 });
  expect.soft(res.status(), `${address} status`).toBe(200);
  const head = readHead(await res.text());
  expect.soft(head.lang, `${address} lang`).toBe(LANG_INFO[lang].htmlLang);
  expect.soft(head.title ?? "", `${address} title`).toMatch(SCRIPT[lang]);
  // one person's claim document is never indexed (decision 056)
  expect.soft(head.robots, `${address} robots`).toBe(entry.template === "claim-document" ? "noindex" : null);
  if (lang === "hi" || lang === "kn")
    expect.soft(head.bodyClass, `${address} body marker`).toContain(LANG_INFO[lang].bodyClass);
  expect.soft(head.hreflangs, `${address} hreflang`).toContain(LANG_INFO[lang].hreflang);

  const helmet = await helmetOf(request, pageComponent, lang);
  if (entry.template !== "product") expect.soft(helmet, `helmetdata ${pageComponent}/${lang}`).toBeTruthy();
  const ownAddress = entry.selfCanonical || entry.path.includes(":") || !helmet?.canonical;
  const expected = `${baseURL}${ownAddress ? address : helmet!.canonical}`;
  expect.soft(head.canonical, `${address} canonical`).toBe(expected);
  if (lang !== "en")
    expect.soft(head.canonical ?? "", `${address} canonical language`).toContain(LANG_INFO[lang].suffix);
}

const JOURNEY_ANSWERS = "?members=Self,Spouse&age=40&si=3-5&pincode=560001&coverage=5";
const SAMPLE_IDENTIFIER = "QT20260001";
const MOTOR_STEP_ORDER = [
  "/vehiclemakers",
  "/vehiclemodels",
  "/vehiclefueltype",
  "/vehiclevariant",
  "/vehicleregistration",
];

/** A car journey with every answer up to the car details, as a visitor's form posts make one (issue 12). */
let carJourney: Promise<string> | null = null;
function journeyIdentifier(request: APIRequestContext): Promise<string> {
  carJourney ??= (async () => {
    const post = async (path: string, form: Record<string, string>) => {
      const res = await request.post(path, { form, maxRedirects: 0 });
      expect(res.status(), path).toBe(303);
      return res.headers()["location"]!;
    };
    const id = (await post("/vehiclemakers", { make: "maruti-suzuki" })).split("/")[2]!;
    await post(`/vehiclemodels/${id}`, { model: "swift" });
    await post(`/vehiclefueltype/${id}`, { fuel: "petrol" });
    await post(`/vehiclevariant/${id}`, { variant: "lxi" });
    await post(`/vehicleregistration/${id}`, { registration: "KA01MX4321", registrationDate: "2023-01-10" });
    return id;
  })();
  return carJourney;
}

test("a car journey step without its journey starts at the make, in its language", async ({ request }) => {
  for (const step of MOTOR_STEP_ORDER.slice(1)) {
    const res = await request.get(`${step}/kannada`, { maxRedirects: 0 });
    expect(res.status(), step).toBe(302);
    expect(res.headers()["location"], step).toBe("/vehiclemakers/kannada");
  }
});

test("step 6 without a saved quote leads back into the journey", async ({ request }) => {
  const res = await request.get("/health-step6/kannada", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toMatch(/^\/health-insurance\/explore-plans\/step1\/kannada\?/);
});

test.describe("route inventory", () => {
  // step 6 is a saved quote's page (health-quote.spec.ts); without a quote it leads back into the journey
  // a car journey step without its journey leads to the make (tested above); with one, it is the journey's page
  const samples = samplePaths().filter(
    (sample) =>
      sample.path !== "/health-step6" &&
      !(
        (sample.entry.template === "motor-quote" || sample.entry.template === "motor-details") &&
        sample.path !== "/vehiclemakers" &&
        !sample.path.includes(SAMPLE_IDENTIFIER)
      ),
  );
  for (const { entry, path: sample } of samples) {
    test(`${sample} in ${languagesOf(entry).join(", ")}`, async ({ request, baseURL }) => {
      const path =
        (entry.template === "motor-quote" || entry.template === "motor-details") && sample.includes(SAMPLE_IDENTIFIER)
          ? sample.replace(SAMPLE_IDENTIFIER, await journeyIdentifier(request))
          : sample;
      for (const lang of languagesOf(entry)) {
        await checkPage(
          request,
          baseURL!,
          entry,
          path,
          lang,
          entry.template === "product" ? entry.productKey! : entry.page,
        );
      }
    });
  }

  test("every catalogue product without a page of its own is served at /{key}", async ({ request, baseURL }) => {
    const res = await request.get("/content/products?is_active=true&_limit=-1");
    const products = (await res.json()) as { key: string }[];
    expect(products.length).toBeGreaterThanOrEqual(90);
    const { routeTable } = await import("../../app/routing/route-table");
    const ownPage = new Set(routeTable.map((r) => r.productKey).filter(Boolean));
    const rootEntry = routeTable.find((r) => r.path === "/:productKey")!;
    for (const { key } of products.filter((p) => !ownPage.has(p.key))) {
      for (const lang of languagesOf(rootEntry)) {
        await checkPage(request, baseURL!, rootEntry, `/${key}`, lang, key);
      }
    }
  });
});

test.describe("routing rules", () => {
  test("a trailing slash answers 301 to the address without it, keeping the query", async ({ request }) => {
    for (const [from, to] of [
      ["/about-us/", "/about-us"],
      ["/about-us/hindi/", "/about-us/hindi"],
      ["/claim/claims-intimation/?utm_source=sms&x=1", "/claim/claims-intimation?utm_source=sms&x=1"],
      ["/product/retail//", "/product/retail"],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(to);
    }
  });

  test("an unknown path answers 404 with the not-found page, noindex, in the language of its suffix", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ["/no-such-page", "en"],
      ["/no-such-page/hindi", "hi"],
      ["/no/such/page/kannada", "kn"],
      ["/about-us/assamese", "as"],
      ["/no-such-product-key", "en"],
      ["/about-us/press-coverage", "en"],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      const head = readHead(html);
      expect(head.robots, path).toBe("noindex");
      expect(head.lang, path).toBe(LANG_INFO[lang].htmlLang);
      expect(html, path).toContain('data-page="not-found"');
      if (lang !== "as") expect(head.title ?? "", path).toMatch(SCRIPT[lang]);
    }
  });

  test("the Hindi grievance path redirects to the grievance page", async ({ request }) => {
    for (const path of ["/hindi/grievance-redressal", `/${encodeURIComponent("शिकायत-निवारण")}`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(res.headers().location).toBe("/grievance-redressal/hindi");
    }
  });

  test("gi-simplified and product/withdrawn pages are their own canonical", async ({ request, baseURL }) => {
    for (const path of [
      "/gi-simplified",
      "/gi-simplified/hindi",
      "/gi-simplified/free-look-period/kannada",
      "/product/withdrawn",
      "/product/withdrawn/kannada",
    ]) {
      const head = readHead(await (await request.get(path)).text());
      expect(head.canonical, path).toBe(`${baseURL}${path}`);
    }
  });

  test("vehiclemakers pages preset the product to private-car-insurance", async ({ request }) => {
    const journey = await journeyIdentifier(request);
    for (const path of ["/vehiclemakers", `/vehiclemakers/${journey}/hindi`]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-preset-product="private-car-insurance"');
    }
    const other = await (await request.get(`/vehiclemodels/${journey}`)).text();
    expect(other).not.toContain("data-preset-product=");
  });

  test("other language suffixes lead to the English page", async ({ request }) => {
    for (const [from, to] of [
      ["/about-us/tamil?ref=x", "/about-us?ref=x"],
      ["/bengali", "/"],
      ["/claim/claims-intimation/gujarati", "/claim/claims-intimation"],
      ["/fire-insurance/marathi", "/fire-insurance"],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(302);
      expect(res.headers().location, from).toBe(to);
    }
    expect((await request.get("/no/such/page/tamil", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("pages carry security headers", async ({ request }) => {
    const res = await request.get("/");
    const headers = res.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
    const scripts = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scripts).not.toMatch(/unsafe-inline|nonce-/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("built scripts are cached for a year, not sniffed, and carry no document headers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const headers = (await request.get(script!)).headers();
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
  });
});
