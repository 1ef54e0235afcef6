import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, createPageCache, type RenderedPage } from "./page-cache";

function page(body: string, init: { status?: number; headers?: [string, string][] } = {}): RenderedPage {
  return {
    status: init.status ?? 200,
    headers: [["content-type", "text/html; charset=utf-8"], ...(init.headers ?? [])],
    body: Buffer.from(body),
  };
}

/** A renderer that counts its renderings and takes a few milliseconds, as React does. */
function renderer(init: { status?: number; headers?: [string, string][] } = {}) {
  let renders = 0;
  return vi.fn(async () => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return page(`<p>render ${renders}</p>${"ಕನ್ನಡ ".repeat(200)}`, init);
  });
}

function setup(options: Partial<Parameters<typeof createPageCache>[0]> = {}) {
  let version = "v1";
  let time = 0;
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    version: () => version,
    now: () => time,
    ...options,
  });
  return {
    cache,
    setVersion: (v: string) => (version = v),
    advance: (ms: number) => (time += ms),
  };
}

describe("page cache (decisions 036, 045)", () => {
  it("renders a page once and keeps it as the bytes a browser receives, gzip and brotli, unzipped when asked", async () => {
    const { cache } = setup();
    const render = renderer();
    const kept = (await cache.renderOnce("/about-us", render))?.page;
    expect(render).toHaveBeenCalledTimes(1);
    expect(bodyOf(kept!, "identity").toString()).toContain("render 1");
    expect(zlib.gunzipSync(kept!.bodies.gzip).equals(bodyOf(kept!, "identity"))).toBe(true);
    expect(zlib.brotliDecompressSync(kept!.bodies.br).equals(bodyOf(kept!, "identity"))).toBe(true);
    expect(new Set(Object.values(kept!.etags)).size).toBe(3);
    expect(kept!.etags.identity).toMatch(/^"[\w-]{22}"$/);
    expect(cache.lookup("/about-us")).toEqual({ page: kept, stale: false });
    expect(cache.lookup("/about-us?x=1")).toBeNull();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, pages: 1 });
  });

  it("renders a page once for requests that come while it is being rendered", async () => {
    const { cache } = setup();
    const render = renderer();
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.renderOnce("/", render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a?.page)).size).toBe(1);
  });

  it("after a content change, renders for the first request and answers the others the earlier page meanwhile", async () => {
    const { cache, setVersion } = setup();
    const render = renderer();
    await cache.renderOnce("/", render);
    setVersion("v2");
    expect(cache.lookup("/")).toBeNull(); // the first request renders, and sees the change
    const again = cache.renderOnce("/", render);
    const meanwhile = cache.lookup("/");
    expect(meanwhile?.stale).toBe(true);
    expect(bodyOf(meanwhile!.page, "identity").toString()).toContain("render 1");
    expect(bodyOf((await again)!.page, "identity").toString()).toContain("render 2");
    expect(cache.lookup("/")?.stale).toBe(false);
    expect(cache.stats.stale).toBe(1);
  });

  it("renders again once a page is older than its time to live", async () => {
    const { cache, advance } = setup();
    const render = renderer();
    await cache.renderOnce("/", render);
    advance(59_000);
    expect(cache.lookup("/")).not.toBeNull();
    advance(2_000);
    expect(cache.lookup("/")).toBeNull();
  });

  it("keeps 404 pages, but not errors, cookies or private answers", async () => {
    const { cache } = setup();
    for (const [key, init] of [
      ["/no-such-page", { status: 404 }],
      ["/broken", { status: 500 }],
      ["/cookie", { headers: [["set-cookie", "a=b"]] }],
      ["/private", { headers: [["cache-control", "private"]] }],
    ] as const) {
      const answered = await cache.renderOnce(key, renderer(init as { status?: number; headers?: [string, string][] }));
      expect(answered, key).not.toBeNull();
      expect(cache.lookup(key) !== null, key).toBe(key === "/no-such-page");
    }
  });

  it("keeps a page that names a page key once, for every address that led to it", async () => {
    const { cache, setVersion } = setup();
    const notFound = renderer({ status: 404, headers: [["x-page-key", "not-found:hi:page-4"]] });
    const first = (await cache.renderOnce("/about-us/xyz/hindi", notFound))?.page;
    expect(cache.isKept("not-found:hi:page-4")).toBe(true);
    // the renderer, told the page is kept, answers without a body
    const bodiless = vi.fn(async () => ({
      status: 404,
      headers: [["x-page-key", "not-found:hi:page-4"]] as [string, string][],
      body: Buffer.alloc(0),
    }));
    const second = await cache.renderOnce("/about-us/abc/hindi", bodiless);
    expect(second).toEqual({ page: first, rendered: false });
    expect(cache.lookup("/about-us/abc/hindi")?.page).toBe(first);
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(cache.stats.pages).toBe(3); // the page and two addresses pointing at it
    setVersion("v2");
    expect(cache.isKept("not-found:hi:page-4")).toBe(false);
  });

  it("gives way to the more recently used pages within its bytes", async () => {
    const probe = (await setup().cache.renderOnce("/probe", renderer()))?.page;
    const { cache } = setup({ maxBytes: probe!.bytes * 2 + 10 });
    const render = renderer();
    await cache.renderOnce("/a", render);
    await cache.renderOnce("/b", render);
    cache.lookup("/a"); // /a used last: /b goes first
    await cache.renderOnce("/c", render);
    expect(cache.lookup("/a")).not.toBeNull();
    expect(cache.lookup("/b")).toBeNull();
    expect(cache.stats.bytes).toBeLessThanOrEqual(probe!.bytes * 2 + 10);
  });

  it("keeps nothing while the content version is not known here", async () => {
    const { cache } = setup({ version: () => null });
    await cache.renderOnce("/", renderer());
    expect(cache.lookup("/")).toBeNull();
  });

  it("compresses a popular page again at brotli's strongest setting, in the background", async () => {
    const { cache } = setup();
    const kept = (
      await cache.renderOnce("/", async () =>
        page(`<main>${"<p>ನಮಸ್ಕಾರ, insurance for every step. </p>".repeat(400)}</main>`),
      )
    )?.page;
    const first = kept!.bodies.br.length;
    for (let i = 0; i < 20; i++) cache.lookup("/");
    await vi.waitFor(() => expect(kept!.bodies.br.length).toBeLessThan(first));
    expect(zlib.brotliDecompressSync(kept!.bodies.br).equals(bodyOf(kept!, "identity"))).toBe(true);
  });
});
