import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/**
 * The home page (spec 2 "Home page (root)", issue 5): carousel item counts
 * per breakpoint (spec 9), the banner's image swap, Talk To Experts, lazy
 * images and the server-rendered banner, in English and Kannada.
 */

const WIDTHS = [375, 768, 1024, 1280] as const;
const LANGS = [
  { lang: "en", path: "/" },
  { lang: "kn", path: "/kannada" },
] as const;
/** spec 9: awards and trust figures show 1 item below 768 px, 2 from 768, 3 from 1024. */
const ITEMS_AT: Record<(typeof WIDTHS)[number], number> = { 375: 1, 768: 2, 1024: 3, 1280: 3 };

/** How many slides of a carousel are wholly inside its viewport, once its script has loaded. */
async function visibleSlides(page: Page, name: string): Promise<number> {
  const carousel = page.locator(`[data-carousel="${name}"]`);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator("[data-carousel-dot]").first()).toBeVisible();
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    return [...root.querySelectorAll("[data-carousel-slide]")].filter((slide) => {
      const box = slide.firstElementChild!.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

for (const { lang, path } of LANGS) {
  for (const width of WIDTHS) {
    test(`home at ${width} px (${lang}): carousel counts, banner swap, Talk To Experts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await hydrated(page);

      // banner: pointing at a tile shows its image, leaving brings the default back
      const image = page.locator("[data-banner-image]");
      const defaultSrc = await image.getAttribute("src");
      expect(defaultSrc).toBe("/uploads/home/banner-default.svg");
      await page.locator("[data-banner-tile]").nth(2).hover();
      await expect(image).toHaveAttribute("src", "/uploads/home/banner-health.svg");
      await page.locator("h1").hover();
      await expect(image).toHaveAttribute("src", defaultSrc!);
      // the 'new' ribbon sits on the tiles whose content has tooltip text (Health and Cyber)
      await expect(page.locator("[data-new-ribbon]")).toHaveCount(2);

      // Talk To Experts (second below-banner tab) opens the call-back modal
      await page.locator("[data-home-tab='1']").click();
      await page.locator("[data-home-talk-to-experts]").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      expect(await visibleSlides(page, "awards")).toBe(ITEMS_AT[width]);
      expect(await visibleSlides(page, "trust")).toBe(ITEMS_AT[width]);
      expect(await visibleSlides(page, "testimonials")).toBe(ITEMS_AT[width]);
    });
  }
}

test("the first banner image is server-rendered, preloaded, sized and not lazy; later images are lazy", async ({
  request,
}) => {
  const html = await (await request.get("/hindi")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = /<link rel="preload"[^>]*banner-default\.svg[^>]*>/.exec(head)?.[0];
  expect(preload).toMatch(/as="image"/);
  expect(preload).toMatch(/fetchpriority="high"/i);
  const banner = /<img[^>]*data-banner-image="[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
  expect(banner).toContain('src="/uploads/home/banner-default.svg"');
  expect(banner).toMatch(/width="1200"/);
  expect(banner).toMatch(/height="480"/);
  expect(banner).toMatch(/fetchpriority="high"/i);
  expect(banner).not.toContain('loading="lazy"');
  // every image of the later sections waits until it is near
  const below = html.slice(html.indexOf('id="home-afford-title"'));
  const images = below.match(/<img[^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(10);
  for (const img of images.filter((i) => !i.includes("/uploads/brand/logo")))
    expect(img, img).toContain('loading="lazy"');
  // the blog teaser: 3 posts of at most 130 characters and an ellipsis
  expect(html.match(/data-blog-teaser=""/g)).toHaveLength(3);
});

test("the blog teaser shows 130 characters of each of the 3 newest posts", async ({ page }) => {
  await page.goto("/");
  const teasers = await page.locator("[data-blog-teaser]").allTextContents();
  expect(teasers).toHaveLength(3);
  for (const t of teasers) {
    expect(Array.from(t).length).toBeLessThanOrEqual(131);
    expect(t.endsWith("…")).toBe(true);
  }
});

test.describe("trust figures autoplay (spec 9: at the smallest size)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("moves on by itself every 3 s, pauses on request and on hover", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trust = page.locator("[data-carousel='trust']");
    await trust.scrollIntoViewIfNeeded();
    const current = trust.locator("[data-carousel-dot][aria-current='true']");
    await expect(current).toHaveAttribute("data-carousel-dot", "0");
    await page.mouse.move(0, 0);
    await expect(current).toHaveAttribute("data-carousel-dot", "1", { timeout: 5_000 });
    // the pause button holds it (the button keeps focus, which pauses too: move focus away)
    await trust.locator("[data-carousel-autoplay]").click();
    await expect(trust.locator("[data-carousel-autoplay]")).toHaveAttribute("data-carousel-autoplay", "paused");
    await page.locator("h1").click();
    await page.waitForTimeout(3_500);
    await expect(current).toHaveAttribute("data-carousel-dot", "1");
  });

  test("stays still for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/kannada");
    await hydrated(page);
    const trust = page.locator("[data-carousel='trust']");
    await trust.scrollIntoViewIfNeeded();
    await expect(trust.locator("[data-carousel-dot]").first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3_500);
    await expect(trust.locator("[data-carousel-dot][aria-current='true']")).toHaveAttribute("data-carousel-dot", "0");
    await expect(trust.locator("[data-carousel-autoplay]")).toHaveCount(0);
  });
});

test.describe("touch", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a swipe moves the awards carousel to the next award", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const awards = page.locator("[data-carousel='awards']");
    await awards.scrollIntoViewIfNeeded();
    await expect(awards.locator("[data-carousel-dot]").first()).toBeVisible();
    const box = (await awards.locator("[data-carousel-slide]").first().boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", 300);
    for (const x of [270, 230, 190, 150, 110, 80]) await touch("touchMove", x);
    await touch("touchEnd", 80);
    await expect(awards.locator("[data-carousel-dot][aria-current='true']")).toHaveAttribute("data-carousel-dot", "1");
  });
});

test("axe: no violations on the home page at 375 px in Kannada, tabs and carousels in use", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/kannada");
  await hydrated(page);
  await page.locator("[data-home-tab='2']").click();
  for (const name of ["testimonials", "awards", "trust"]) {
    const carousel = page.locator(`[data-carousel="${name}"]`);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator("[data-carousel-dot]").first()).toBeVisible();
  }
  await page.locator("[data-carousel='awards'] [data-carousel-next]").click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the page paints before its scripts load, then hydrates without a warning (decision 035)", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/hindi");
  await hydrated(page);
  // in the browser's own clock: every script was asked for after the first paint
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => script.start < paint)).toEqual([]);
  // the head asks for no script; the scripts come back as preloads once the page has painted
  const head = await (await page.request.get("/hindi")).text();
  expect(head.slice(0, head.indexOf("</head>"))).not.toContain("modulepreload");
  expect(await page.locator("head link[rel=modulepreload]").count()).toBeGreaterThan(5);
  // once the page has hydrated nothing is held: a button React does not manage (an editor's HTML) works
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => {
    const plain = document.createElement("button");
    plain.id = "plain-button";
    plain.textContent = "plain";
    plain.addEventListener("click", () => plain.setAttribute("data-pressed", ""));
    document.querySelector("main")?.prepend(plain);
  });
  await page.locator("#plain-button").click();
  await expect(page.locator("#plain-button")).toHaveAttribute("data-pressed", "");
  // hydrated for real: a control answers
  await page.locator("[data-home-tab='1']").click();
  await page.locator("[data-home-talk-to-experts]").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(problems).toEqual([]);
});
