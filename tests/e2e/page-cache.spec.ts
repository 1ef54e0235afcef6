/**
 * Pages kept in memory (decision 036): a page is answered again without
 * rendering, with a nonce of its own that matches its CSP, until an editor
 * changes the content it was rendered from.
 */
import { expect, test, type APIResponse } from "@playwright/test";
import { E2E_EDITOR_TOKEN } from "../../playwright.config";

function nonces(response: APIResponse, html: string) {
  const header = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const inPage = new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]));
  return { header, inPage: [...inPage] };
}

test("a page is kept, answered with its own nonce each time, and rendered again when its content changes", async ({
  request,
}) => {
  const path = "/about-us/kannada";
  await request.get(path);
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const [a, b] = [nonces(first, await first.text()), nonces(second, await second.text())];
  expect(a.inPage).toEqual([a.header]);
  expect(b.inPage).toEqual([b.header]);
  expect(a.header).not.toBe(b.header);

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
  } finally {
    await request.put(`/content/helmetdata/${entry!.id}`, { headers: auth, data: { metaTitle: entry!.metaTitle } });
  }
  expect(await (await request.get("/about-us")).text()).toContain(`<title>${entry!.metaTitle}</title>`);
});
