import { describe, expect, it, vi } from "vitest";
import { createPageCache } from "./page-cache";

/** A page as the renderer writes it: the nonce it was given in two places, and a count of renders. */
function renderer(init: { status?: number; headers?: Record<string, string> } = {}) {
  let renders = 0;
  const render = vi.fn(async (nonce: string) => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(`<script nonce="${nonce}">x</script><p>render ${renders}</p><i nonce="${nonce}"></i>`, {
      status: init.status ?? 200,
      headers: { "content-type": "text/html; charset=utf-8", ...init.headers },
    });
  });
  return render;
}

const get = (path: string, method = "GET") => new Request(`http://site.test${path}`, { method });

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

describe("page cache (decision 036)", () => {
  it("renders a page once and answers it again with each response's own nonce", async () => {
    const { cache } = setup();
    const render = renderer();
    const first = await cache.respond(get("/about-us"), "nonce-one", render);
    const second = await cache.respond(get("/about-us"), "nonce-two", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe('<script nonce="nonce-one">x</script><p>render 1</p><i nonce="nonce-one"></i>');
    expect(b).toBe('<script nonce="nonce-two">x</script><p>render 1</p><i nonce="nonce-two"></i>');
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, pages: 1 });
  });

  it("keeps addresses apart, query included", async () => {
    const { cache } = setup();
    const render = renderer();
    await cache.respond(get("/about-us"), "n", render);
    await cache.respond(get("/about-us?RO_code=1&reference_ID=2"), "n", render);
    await cache.respond(get("/about-us/hindi"), "n", render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("renders again once the content changes or the page is older than its time to live", async () => {
    const { cache, setVersion, advance } = setup();
    const render = renderer();
    await cache.respond(get("/"), "n", render);
    setVersion("v2");
    expect(await (await cache.respond(get("/"), "n", render)).text()).toContain("render 2");
    advance(59_000);
    expect(await (await cache.respond(get("/"), "n", render)).text()).toContain("render 2");
    advance(2_000);
    expect(await (await cache.respond(get("/"), "n", render)).text()).toContain("render 3");
  });

  it("keeps 404 pages, but not errors, cookies, private answers, other methods or data requests", async () => {
    const { cache } = setup();
    const cases: [Request, ReturnType<typeof renderer>][] = [
      [get("/no-such-page"), renderer({ status: 404 })],
      [get("/broken"), renderer({ status: 500 })],
      [get("/cookie"), renderer({ headers: { "set-cookie": "a=b" } })],
      [get("/private"), renderer({ headers: { "cache-control": "private" } })],
      [get("/form", "POST"), renderer()],
      [get("/about-us.data"), renderer()],
    ];
    for (const [request, render] of cases) {
      const again = () => new Request(request.url, { method: request.method });
      const answers = [await cache.respond(again(), "mine", render), await cache.respond(again(), "mine", render)];
      for (const answer of answers) expect(await answer.text()).toContain('nonce="mine"');
      expect(render, request.url).toHaveBeenCalledTimes(request.url.endsWith("/no-such-page") ? 1 : 2);
    }
  });

  it("passes answers that are not HTML through untouched", async () => {
    const { cache } = setup();
    const redirect = vi.fn(async () => new Response(null, { status: 301, headers: { location: "/x" } }));
    const answer = await cache.respond(get("/x/"), "n", redirect);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/x");
  });

  it("renders a page once for requests that come while it is being rendered", async () => {
    const { cache } = setup();
    const render = renderer();
    const answers = await Promise.all(["a", "b", "c", "d"].map((n) => cache.respond(get("/"), n, render)));
    expect(render).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(bodies.map((body) => /nonce="(\w)"/.exec(body)?.[1])).toEqual(["a", "b", "c", "d"]);
  });

  it("gives way to the more recently used pages within its memory", async () => {
    // as kept: with the 24-character placeholder in place of each nonce
    const nonce = "x".repeat(24);
    const page = `<script nonce="${nonce}">x</script><p>render 1</p><i nonce="${nonce}"></i>`;
    const { cache } = setup({ maxBytes: page.length * 2 * 2 + 10 });
    const render = renderer();
    await cache.respond(get("/a"), "n", render);
    await cache.respond(get("/b"), "n", render);
    await cache.respond(get("/a"), "n", render); // /a used last: /b goes first
    await cache.respond(get("/c"), "n", render);
    expect(cache.stats.pages).toBe(2);
    await cache.respond(get("/a"), "n", render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.respond(get("/b"), "n", render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("keeps nothing while the content version is not known here", async () => {
    const { cache } = setup({ version: () => null });
    const render = renderer();
    await cache.respond(get("/"), "n", render);
    await cache.respond(get("/"), "n", render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
