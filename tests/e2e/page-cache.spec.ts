/**
 * Pages kept in memory (decisions 036, 045): a page is answered again, to
 * anyone, as the same bytes with the same hash-based policy, compressed as
 * the browser asks and 304 to its ETag, until an editor changes the content
 * it was rendered from; the next request then sees the change.
 */
import { expect, test } from "@playwright/test";
import { E2E_EDITOR_TOKEN } from "../../playwright.config";

test("a page is kept as the same answer for everyone, and rendered again when its content changes", async ({
  request,
}) => {
  const path = "/about-us/kannada";
  await request.get(path);
  const first = await request.get(path, { headers: { "accept-encoding": "br" } });
  const second = await request.get(path, { headers: { "accept-encoding": "gzip" } });
  expect(first.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(second.headers()["content-encoding"]).toBe("gzip");
  expect(await first.text()).toBe(await second.text());
  expect(first.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);
  expect(first.headers()["cache-control"]).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);

  // a browser that has the page is answered 304
  const etag = first.headers()["etag"]!;
  const revalidated = await request.get(path, { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);

  // an editor changes the page's title: the next answer is a new rendering with it
  const auth = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };
  const [entry] = (await (await request.get("/content/helmetdata?canonical=/about-us")).json()) as {
    id: number;
    metaTitle: string;
  }[];
  const edited = `${entry!.metaTitle} · edited`;
  try {
    expect(
      (await request.put(`/content/helmetdata/${entry!.id}`, { headers: auth, data: { metaTitle: edited } })).ok(),
    ).toBe(true);
    const english = await request.get("/about-us");
    expect(english.headers()["x-page-cache"]).toBe("miss");
    expect(await english.text()).toContain(`<title>${edited}</title>`);
    // every kept page is rendered again after a content change (the Kannada one did not change: still 304)
    const kannada = await request.get(path, { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(kannada.headers()["x-page-cache"]).toBe("miss");
    expect(kannada.status()).toBe(304);
  } finally {
    await request.put(`/content/helmetdata/${entry!.id}`, { headers: auth, data: { metaTitle: entry!.metaTitle } });
  }
  expect(await (await request.get("/about-us")).text()).toContain(`<title>${entry!.metaTitle}</title>`);
});

test("unknown addresses of a language share one kept not-found page", async ({ request }) => {
  await request.get("/no-such-page-one/hindi");
  const another = await request.get("/no-such-page-two/hindi");
  expect(another.status()).toBe(404);
  expect(another.headers()["x-page-cache"]).toBe("hit");
  expect(await another.text()).toContain('lang="hi"');
});
