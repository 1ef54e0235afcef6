/**
 * The crop pages' Assamese header, footer and lead form (issue 16, decision 067): every text
 * the Assamese layout carries is Assamese (or a name or acronym the glossary allows in another
 * script), follows the language check, and no link of it leads to a page that is not there.
 * A text an editor has not translated reaches the layout in English, and fails here.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTexts, type LocatedText } from "../../server/language/language-check";
import { seedGlossary } from "../../server/language/seed-texts";
import { resolvePage } from "../../app/routing/resolve-page";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const glossary = seedGlossary(path.resolve("content/seed"));
const CROP_PAGES = ["/pradhan-mantri-fasal-bima-yojna/assamese", "/claimprocess/assamese"];

/** Keys of the layout data that hold addresses, numbers, codes or flags, not text a visitor reads. */
const NOT_TEXT = new Set([
  "href",
  "link",
  "url",
  "logo",
  "key",
  "number",
  "audience",
  "kind",
  "value",
  "network",
  "supportEmail",
  "appStoreUrl",
  "playStoreUrl",
  "consumerPortalUrl",
  "stores",
]);

/** Texts that are the same in every language: names written in their own script, store names. */
const SAME_IN_EVERY_LANGUAGE = new Set(["English", "हिंदी", "ಕನ್ನಡ", "App Store", "Google Play"]);

const ASSAMESE_LETTER = /[\u0980-\u09FF]/u;

let running: SiteInProcess;

beforeAll(async () => {
  running = await startSiteInProcess();
}, 120_000);

afterAll(async () => {
  await running?.close();
});

async function html(address: string): Promise<string> {
  const response = await fetch(`${running.base}${address}`);
  expect(response.status, address).toBe(200);
  return response.text();
}

async function layoutOf(page: string, variant = "as-crop"): Promise<Record<string, unknown>> {
  const href = /<link[^>]*data-layout-data[^>]*>/.exec(page)?.[0].match(/href="([^"]+)"/)?.[1];
  expect(href).toMatch(new RegExp(`^/layout-data/${variant}-`));
  const response = await fetch(`${running.base}${href}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Every text of a layout, with the path it sits at. */
function textsOf(value: unknown, at = "", key = ""): { at: string; text: string }[] {
  if (typeof value === "string") return NOT_TEXT.has(key) || !value.trim() ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}[${i}]`, key));
  if (value && typeof value === "object") {
    // a footer objective's title is its kind (Vision, Mission), shown as the language's heading
    const headedByKind = "kind" in value && (value.kind === "vision" || value.kind === "mission");
    return Object.entries(value).flatMap(([k, v]) =>
      NOT_TEXT.has(k) || (headedByKind && k === "title") ? [] : textsOf(v, at ? `${at}.${k}` : k, k),
    );
  }
  return [];
}

function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => (k === "href" && typeof v === "string" ? [v] : hrefsOf(v)));
  return [];
}

/** The visible text of the page's site header and footer (tags, scripts and styles dropped). */
function chromeText(page: string): string[] {
  const parts = [/<header[\s\S]*?<\/header>/.exec(page)?.[0], /<footer[\s\S]*?<\/footer>/.exec(page)?.[0]];
  expect(parts.every(Boolean)).toBe(true);
  return parts
    .join(" ")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .split(/<[^>]*>/)
    .map((t) =>
      t
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&nbsp;/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

describe("the crop pages' Assamese layout (decision 067)", () => {
  it.each(CROP_PAGES)("%s: every text of the header, footer and lead form is Assamese", async (address) => {
    const page = await html(address);
    expect(page).toContain('<html lang="as"');
    const layout = await layoutOf(page);
    const texts = textsOf(layout);
    // the whole layout is there: menu categories, footer menus, products, keywords, helplines, lead products
    expect(texts.length).toBeGreaterThan(300);
    const english = texts.filter((t) => !ASSAMESE_LETTER.test(t.text) && !SAME_IN_EVERY_LANGUAGE.has(t.text));
    expect(english.map((t) => `${t.at}: ${t.text}`)).toEqual([]);
    const located: LocatedText[] = texts.map((t) => ({ where: address, field: t.at, language: "as", text: t.text }));
    expect(checkTexts(located, { glossary }).map((f) => `${f.field} [${f.rule}] ${f.message}`)).toEqual([]);
  });

  it("the rendered header and footer carry no English words", async () => {
    const page = await html(CROP_PAGES[0]!);
    const words = chromeText(page).filter((t) => !ASSAMESE_LETTER.test(t) && !SAME_IN_EVERY_LANGUAGE.has(t));
    // what may stay: numbers, acronyms in Latin capitals and e-mail addresses
    expect(words.filter((t) => /[a-z]{2}/.test(t.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "")))).toEqual([]);
    const located = chromeText(page).map((text, i) => ({
      where: "page",
      field: `${i}`,
      language: "as" as const,
      text,
    }));
    expect(checkTexts(located, { glossary }).map((f) => `[${f.rule}] ${f.message}`)).toEqual([]);
  });

  it("links only to pages that exist: the site's pages in English, the crop pages in Assamese", async () => {
    const layout = await layoutOf(await html(CROP_PAGES[0]!));
    const internal = hrefsOf(layout).filter((h) => h.startsWith("/") && !h.startsWith("/uploads/"));
    expect(internal.length).toBeGreaterThan(50);
    for (const href of internal) {
      const at = href.split(/[?#]/)[0]!;
      expect(resolvePage(at), href).not.toBeNull();
      if (at.endsWith("/assamese")) expect(resolvePage(at)!.entry.crop, href).toBe(true);
    }
    // every link the rendered pages carry (breadcrumbs, crop menu, header, footer) leads somewhere
    for (const address of CROP_PAGES) {
      const anchors = [...(await html(address)).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
      for (const href of anchors.filter((h) => !h.startsWith("/uploads/"))) {
        expect(resolvePage(href.split(/[?#]/)[0]!), `${address} links to ${href}`).not.toBeNull();
      }
    }
    // the footer's crop scheme keyword and category stay in Assamese, a product page is English
    expect(internal).toContain("/pradhan-mantri-fasal-bima-yojna/assamese");
    expect(internal).toContain("/health-insurance");
  });

  it("leaves the other languages as they were: Hindi reads Hindi, English reads English", async () => {
    type Shown = {
      leadProducts: { label: string }[];
      footer: { menus: { title: string; links: { label: string }[] }[] };
    };
    const hindi = (await layoutOf(await html("/pradhan-mantri-fasal-bima-yojna/hindi"), "hi-crop")) as unknown as Shown;
    const english = (await layoutOf(await html("/pradhan-mantri-fasal-bima-yojna"), "en-crop")) as unknown as Shown;
    const assamese = (await layoutOf(await html(CROP_PAGES[0]!))) as unknown as Shown;
    expect(hindi.leadProducts[0]!.label).toBe("आरोग्य संजीवनी");
    expect(english.leadProducts[0]!.label).toBe("Arogya Sanjeevani");
    expect(assamese.leadProducts[0]!.label).toBe("আৰোগ্য সঞ্জীৱনী");
    expect(hindi.footer.menus[0]!.title).toBe("हमारे बारे में");
    expect(english.footer.menus[0]!.title).toBe("About Us");
    expect(assamese.footer.menus[0]!.title).toBe("আমাৰ বিষয়ে");
  });
});
