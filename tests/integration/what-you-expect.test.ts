/**
 * /what-you-expect (issue 16): the promises of the `whatcanyouexpects` collection, in the
 * editors' order, in three languages, each linking to the page that keeps it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const seeded = (
  JSON.parse(fs.readFileSync(path.resolve("content/seed/whatcanyouexpects.json"), "utf8")) as {
    id: number;
    title_en: string;
    title_hi: string;
    title_kannad: string;
    link: string;
    sort_order: number;
    publish: boolean;
  }[]
)
  .filter((e) => e.publish)
  .sort((a, b) => a.sort_order - b.sort_order);

describe("/what-you-expect", () => {
  let running: SiteInProcess;
  beforeAll(async () => {
    running = await startSiteInProcess();
  }, 120_000);
  afterAll(async () => running?.close());

  const page = async (address: string) => {
    const answer = await fetch(`${running.base}${address}`);
    return { status: answer.status, html: await answer.text() };
  };
  const order = (html: string) => [...html.matchAll(/data-expectation="(\d+)"/g)].map((m) => Number(m[1]));

  it("lists every published promise in the editors' order, with its link, in three languages", async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    const en = await page("/what-you-expect");
    expect(en.status).toBe(200);
    expect(order(en.html)).toEqual(seeded.map((e) => e.id));
    for (const e of seeded) expect(en.html).toContain(e.title_en);
    expect(en.html).toContain('href="/claim/claims-intimation"');
    const hi = await page("/what-you-expect/hindi");
    for (const e of seeded) expect(hi.html).toContain(e.title_hi);
    expect(hi.html).toContain('href="/grievance-redressal/hindi"');
    const kn = await page("/what-you-expect/kannada");
    for (const e of seeded) expect(kn.html).toContain(e.title_kannad);
  });

  it("leaves other content pages as they were", async () => {
    const other = await page("/gi-simplified");
    expect(other.status).toBe(200);
    expect(other.html).not.toContain("data-expectations");
  });
});
