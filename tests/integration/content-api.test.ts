import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../server/content/content-service.ts";
import { editorGuard } from "../../server/content/content-router.ts";
import type { Db } from "../../server/db/client.ts";
import { RATE_LIMIT_MESSAGES } from "../../server/http/rate-limit.ts";
import { seedContent } from "../../server/content/seed.ts";
import {
  backends,
  createSeedFolder,
  eventually,
  type SeedFolder,
  type TestDatabase,
} from "./fixtures/content-fixtures.ts";

const editorToken = "editor-token-for-tests";
const hashKey = async () => Buffer.alloc(32, 7);

/** The editor's guard with limits far above what a test sends, unless a test sets its own. */
function guard(db: Db, limits: { usesPerMinute?: number; failuresPerAddress?: number } = {}) {
  return editorGuard({
    token: editorToken,
    db,
    hashKey,
    usesPerMinute: limits.usesPerMinute ?? 10_000,
    failuresPerAddress: limits.failuresPerAddress ?? 10_000,
  });
}

interface Running {
  service: ContentService;
  server: Server;
  base: string;
}

async function start(service: ContentService): Promise<Running> {
  const app = express();
  app.use("/content", service.router);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { service, server, base: `http://127.0.0.1:${port}/content` };
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running) return;
  await new Promise<void>((resolve) => running.server.close(() => resolve()));
  await running.service.close();
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as Json), headers: response.headers };
}

function idsOf(body: Json): number[] {
  if (!Array.isArray(body)) throw new Error(`expected a list, got ${JSON.stringify(body)}`);
  return body.map((item) =>
    item !== null && typeof item === "object" && !Array.isArray(item) && typeof item.id === "number" ? item.id : -1,
  );
}

function write(method: "POST" | "PUT" | "DELETE", body?: unknown, token: string | null = editorToken): RequestInit {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`content API over HTTP on ${backend.name}`, () => {
    let test: TestDatabase;
    let folder: SeedFolder;
    let running: Running;
    let base: string;

    beforeAll(async () => {
      test = await backend.open();
      folder = createSeedFolder();
      await seedContent(test.database, folder);
      running = await start(
        await createContentService({ database: test.database, editorGuard: guard(test.database.db), maxLimit: 1000 }),
      );
      base = running.base;
    });

    afterAll(async () => {
      await stop(running);
      await test?.dispose();
      folder?.dispose();
    });

    describe("reads (the spec's content calls, section 7)", () => {
      it("answers a JSON array without an envelope", async () => {
        const answer = await call(`${base}/products?is_active=true&isMenu=true&_sort=sort_order:ASC`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
        expect(idsOf(answer.body)).toEqual([2, 3, 1]);
      });

      it("productdata?key=&languages.language=en", async () => {
        const answer = await call(`${base}/productdata?key=two-wheeler-insurance&languages.language=en`);
        expect(answer.body).toMatchObject([
          {
            id: 1,
            heading: "Two wheeler",
            languages: [{ id: 1, language: "en" }],
            product: { id: 1, key: "two-wheeler-insurance" },
          },
        ]);
      });

      it("products?Name_en=", async () => {
        expect(
          idsOf((await call(`${base}/products?Name_en=${encodeURIComponent("Private Car Insurance")}`)).body),
        ).toEqual([2]);
      });

      it("productcategories: top level, then children", async () => {
        expect(
          idsOf(
            (
              await call(
                `${base}/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC`,
              )
            ).body,
          ),
        ).toEqual([1, 2]);
        expect(
          idsOf(
            (
              await call(
                `${base}/productcategories?productcategories=1&is_active=true&isMenu=true&_sort=sort_order:ASC`,
              )
            ).body,
          ),
        ).toEqual([4, 3]);
      });

      it("products?productcategories_in= and productcategories=", async () => {
        expect(
          idsOf(
            (await call(`${base}/products?productcategories_in=3&_sort=sort_order:ASC&is_active=true&isMenu=true`))
              .body,
          ),
        ).toEqual([2, 1]);
        expect(idsOf((await call(`${base}/products?productcategories_in=3&productcategories_in=4`)).body)).toEqual([
          1, 2, 3, 4,
        ]);
        expect(idsOf((await call(`${base}/products?productcategories=4&is_active=true&isMenu=true`)).body)).toEqual([
          3,
        ]);
      });

      it("menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC", async () => {
        const answer = await call(`${base}/menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC`);
        expect(idsOf(answer.body)).toEqual([2, 1]);
        expect(answer.body).toMatchObject([
          { sub_menu_items: [] },
          { sub_menu_items: [{ title_en: "Claim forms", link_type: "internal", title_hi: null }] },
        ]);
      });

      it("translationkeywords by page, with _start and _limit", async () => {
        const answer = await call(
          `${base}/translationkeywords?translationpages.page_name=side_menu&_start=0&_limit=1500`,
        );
        expect(idsOf(answer.body)).toEqual([1, 1000]);
        expect(answer.body).toMatchObject([
          { keyword: "buy_now", translationpages: [{ page_name: "home" }, { page_name: "side_menu" }] },
          { keyword: "renew" },
        ]);
      });

      it("testimonials?display_on_homepage=true&status=true", async () => {
        expect(idsOf((await call(`${base}/testimonials?display_on_homepage=true&status=true`)).body)).toEqual([1]);
      });

      it("blogs?_sort=Created_at:DESC hides drafts; preview shows them to the editor only", async () => {
        expect(idsOf((await call(`${base}/blogs?_sort=Created_at:DESC`)).body)).toEqual([3, 1]);
        const editor = { headers: { authorization: `Bearer ${editorToken}` } };
        expect(
          idsOf((await call(`${base}/blogs?_sort=Created_at:DESC&_publicationState=preview`, editor)).body),
        ).toEqual([2, 3, 1]);
        const anonymous = await call(`${base}/blogs?_sort=Created_at:DESC&_publicationState=preview`);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toMatchObject({ statusCode: 401, error: "Unauthorized" });
      });

      it("populates media as upload objects, also inside components", async () => {
        const product = await call(`${base}/products/1`);
        expect(product.body).toMatchObject({
          id: 1,
          smallicon: {
            name: "bike.svg",
            mime: "image/svg+xml",
            width: 64,
            height: 48,
            url: "/uploads/icons/bike.svg",
            formats: null,
            alternativeText: "",
          },
        });
        const home = await call(`${base}/homepages`);
        expect(home.body).toMatchObject([
          { Banner: [{ LOB_Name_en: "Car", LOB_Icon: { url: "/uploads/icons/car.png", width: 3, height: 2 } }] },
        ]);
      });

      it("_where with _or", async () => {
        const answer = await call(
          `${base}/products?_where[_or][0][key]=covid-kavach&_where[_or][1][0][sort_order]=1&_where[_or][1][1][key]=arogya-premier-policy`,
        );
        expect(idsOf(answer.body)).toEqual([3, 4]);
      });

      it("count answers a bare number with the same filters", async () => {
        const answer = await call(`${base}/products/count?is_active=true&_limit=1&_sort=id`);
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(3);
        expect((await call(`${base}/blogs/count`)).body).toBe(2);
      });

      it("one entry by id, 404 otherwise", async () => {
        expect((await call(`${base}/products/2`)).body).toMatchObject({
          id: 2,
          key: "private-car-insurance",
          created_at: expect.any(String),
          updated_at: expect.any(String),
        });
        for (const path of [
          "/products/99",
          "/products/abc",
          "/blogs/2",
          "/nope",
          "/nope/1",
          "/nope/count",
          "/products/1/more",
        ]) {
          const answer = await call(`${base}${path}`);
          expect(answer.status, path).toBe(404);
          expect(answer.body).toMatchObject({ statusCode: 404, error: "Not Found", message: expect.any(String) });
        }
        expect(
          (
            await call(`${base}/blogs/2?_publicationState=preview`, {
              headers: { authorization: `Bearer ${editorToken}` },
            })
          ).body,
        ).toMatchObject({ slug: "draft" });
      });

      it("400 with a message naming the parameter for client mistakes", async () => {
        for (const [query, named] of [
          ["sort_order=abc", "sort_order"],
          ["is_active=yes", "is_active"],
          ["nope=1", "nope"],
          ["_sort=sort_order:sideways", "_sort"],
          ["_limit=many", "_limit"],
          ["_start=-5", "_start"],
          ["_where[_or]=1", "_where[_or]"],
          ["key.x=1", "key.x"],
        ] as const) {
          const answer = await call(`${base}/products?${query}`);
          expect(answer.status, query).toBe(400);
          expect(answer.body).toEqual({
            statusCode: 400,
            error: "Bad Request",
            message: expect.stringContaining(named),
          });
        }
        expect((await call(`${base}/products/count?sort_order=abc`)).status).toBe(400);
      });

      it("sends a content-versioned ETag and answers 304 to it", async () => {
        const first = await fetch(`${base}/products?is_active=true`);
        const etag = first.headers.get("etag");
        expect(etag).toMatch(/^W\//);
        // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given; browsers and CDNs do not.
        const again = await fetch(`${base}/products?is_active=true`, {
          headers: { "if-none-match": etag ?? "", "cache-control": "max-age=0" },
        });
        expect(again.status).toBe(304);
        expect((await fetch(`${base}/products?is_active=false`)).headers.get("etag")).not.toBe(etag);
      });

      it("answers 404 JSON for methods and paths it does not serve", async () => {
        const answer = await call(`${base}/products/1`, { method: "PATCH" });
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ statusCode: 404 });
      });
    });

    describe("writes", () => {
      it("refuses writes without the editor token (401, JSON)", async () => {
        for (const init of [
          write("POST", { language: "as" }, null),
          write("POST", { language: "as" }, "wrong"),
          {
            ...write("POST", { language: "as" }, null),
            headers: { authorization: "Basic abc", "content-type": "application/json" },
          },
        ]) {
          const answer = await call(`${base}/languages`, init);
          expect(answer.status).toBe(401);
          expect(answer.body).toMatchObject({ statusCode: 401, error: "Unauthorized" });
          expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
        }
        expect((await call(`${base}/languages/1`, write("PUT", { language: "x" }, null))).status).toBe(401);
        expect((await call(`${base}/languages/1`, write("DELETE", undefined, "nope"))).status).toBe(401);
        expect((await call(`${base}/languages/count`)).body).toBe(3);
      });

      it("creates with the next id and answers the populated entry", async () => {
        const created = await call(
          `${base}/products`,
          write("POST", {
            key: "travel-insurance",
            Name_en: "Travel",
            sort_order: 5,
            is_active: true,
            isMenu: true,
            productcategories: [1],
            smallicon: 1,
          }),
        );
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({
          id: 5,
          key: "travel-insurance",
          productcategories: [{ id: 1, Name_en: "Retail" }],
          smallicon: { id: 1 },
        });
        expect((await call(`${base}/products/5`)).body).toMatchObject({ id: 5, Name_en: "Travel" });
        expect(idsOf((await call(`${base}/products?productcategories=1`)).body)).toEqual([5]);
      });

      it("updates only the given attributes", async () => {
        const updated = await call(
          `${base}/products/5`,
          write("PUT", { Name_en: "Travel Insurance", id: 77, created_at: "2000-01-01T00:00:00Z" }),
        );
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({
          id: 5,
          Name_en: "Travel Insurance",
          key: "travel-insurance",
          sort_order: 5,
        });
        expect((await call(`${base}/products?Name_en=Travel Insurance`)).body).toMatchObject([{ id: 5 }]);
      });

      it("accepts back a fetched entry's relation and media objects", async () => {
        const fetched = (await call(`${base}/products/5`)).body;
        if (fetched === null || typeof fetched !== "object" || Array.isArray(fetched))
          throw new Error("expected an entry");
        const answer = await call(
          `${base}/products/5`,
          write("PUT", { productcategories: fetched.productcategories, smallicon: fetched.smallicon }),
        );
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ productcategories: [{ id: 1 }], smallicon: { id: 1 } });
      });

      it("400 for unknown attributes, wrong types, missing related entries and uploads, bad bodies", async () => {
        for (const [body, named] of [
          [{ colour: "red" }, "colour"],
          [{ sort_order: "five" }, "sort_order"],
          [{ is_active: "yes" }, "is_active"],
          [{ productcategories: [42] }, "productcategories[0]"],
          [{ smallicon: 999 }, "smallicon"],
          [{ published_at: null }, "published_at"],
          [[1, 2], "JSON object"],
          ["{ not json", "not valid JSON"],
        ] as const) {
          const answer = await call(`${base}/products/5`, write("PUT", body));
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body).toEqual({
            statusCode: 400,
            error: "Bad Request",
            message: expect.stringContaining(named),
          });
        }
        const noBody = await call(`${base}/products`, {
          method: "POST",
          headers: { authorization: `Bearer ${editorToken}` },
        });
        expect(noBody.status).toBe(400);
        const textBody = await call(`${base}/products`, {
          method: "POST",
          headers: { authorization: `Bearer ${editorToken}`, "content-type": "text/plain" },
          body: "key=x",
        });
        expect(textBody.status).toBe(400);
        expect((await call(`${base}/products/5`)).body).toMatchObject({ Name_en: "Travel Insurance" });
      });

      it("404 for writes to unknown collections or ids", async () => {
        expect((await call(`${base}/nope`, write("POST", {}))).status).toBe(404);
        expect((await call(`${base}/products/99`, write("PUT", { key: "x" }))).status).toBe(404);
        expect((await call(`${base}/products/abc`, write("PUT", { key: "x" }))).status).toBe(404);
        expect((await call(`${base}/products/99`, write("DELETE"))).status).toBe(404);
      });

      it("creates drafts in draft-and-publish collections", async () => {
        const draft = await call(
          `${base}/blogs`,
          write("POST", { slug: "new", blog_title: "New", published_at: null }),
        );
        expect(draft.body).toMatchObject({ id: 4, published_at: null });
        expect(idsOf((await call(`${base}/blogs`)).body)).not.toContain(4);
        const published = await call(`${base}/blogs/4`, write("PUT", { published_at: "2024-05-01T00:00:00Z" }));
        expect(published.body).toMatchObject({ published_at: "2024-05-01T00:00:00.000Z" });
        expect(idsOf((await call(`${base}/blogs`)).body)).toContain(4);
      });

      it("deletes, answers the deleted entry, unlinks it and never reuses its id", async () => {
        const category = await call(
          `${base}/productcategories`,
          write("POST", { Name_en: "Travel", productcategories: [1] }),
        );
        expect(category.body).toMatchObject({ id: 5 });
        await call(`${base}/products/5`, write("PUT", { productcategories: [1, 5] }));
        const deleted = await call(`${base}/productcategories/5`, write("DELETE"));
        expect(deleted.status).toBe(200);
        expect(deleted.body).toMatchObject({ id: 5, Name_en: "Travel" });
        expect((await call(`${base}/productcategories/5`)).status).toBe(404);
        expect((await call(`${base}/products/5`)).body).toMatchObject({ productcategories: [{ id: 1 }] });
        const next = await call(`${base}/productcategories`, write("POST", { Name_en: "Later" }));
        expect(next.body).toMatchObject({ id: 6 });
      });
    });

    it("never answers 5xx to random and malformed queries", async () => {
      const fields = [
        "id",
        "key",
        "Name_en",
        "sort_order",
        "is_active",
        "productcategories",
        "productcategories.Name_en",
        "smallicon.url",
        "languages.language",
        "nope",
        "a.b.c",
        "",
        "%",
        "__proto__",
      ];
      const ops = [
        "",
        "_eq",
        "_ne",
        "_lt",
        "_lte",
        "_gt",
        "_gte",
        "_in",
        "_nin",
        "_contains",
        "_ncontains",
        "_containss",
        "_ncontainss",
        "_null",
        "_bad",
        "[0]",
        "[]",
      ];
      const values = [
        "",
        "1",
        "-1",
        "abc",
        "true",
        "f",
        "1.5",
        "2024-01-01",
        "%zz",
        "%",
        "%E0%A4%",
        "id:DESC",
        "a,b",
        "[",
        "]",
        "&",
        "=",
      ];
      const reserved = [
        "_sort",
        "_start",
        "_limit",
        "_where",
        "_where[_or][0]",
        "_where[_or][0][0]",
        "_where[_or]",
        "_publicationState",
        "_locale",
      ];
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 48271) % 2147483647;
        return seed % n;
      };
      const pick = <T>(list: readonly T[]): T => list[random(list.length)] as T;
      const statuses = new Map<number, number>();
      for (let i = 0; i < 300; i++) {
        const parts = Array.from({ length: 1 + random(4) }, () =>
          random(3) === 0
            ? `${pick(reserved)}${random(2) ? `[${pick(fields)}${pick(ops)}]` : ""}=${pick(values)}`
            : `${pick(fields)}${pick(ops)}=${pick(values)}`,
        );
        const collection = pick(["products", "productdata", "blogs", "translationkeywords", "nope"]);
        const suffix = pick(["", "/count", "/1", "/x"]);
        const response = await fetch(`${base}/${collection}${suffix}?${parts.join("&")}`);
        expect(response.status, `${collection}${suffix}?${parts.join("&")}`).toBeLessThan(500);
        const body: unknown = response.status === 304 ? null : await response.json();
        if (response.status >= 400)
          expect(body).toMatchObject({ statusCode: response.status, message: expect.any(String) });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      expect(statuses.get(200)).toBeGreaterThan(10);
      expect(statuses.get(400)).toBeGreaterThan(10);
    });

    it("a write through one instance reaches another instance through NOTIFY", async () => {
      // PostgreSQL: a second connection, as another process would have. PGlite: a second service in this process.
      const otherDatabase = test.openAnother ? await test.openAnother() : test.database;
      const other = await start(
        await createContentService({ database: otherDatabase, editorGuard: guard(otherDatabase.db) }),
      );
      try {
        expect((await call(`${other.base}/keywords/count`)).body).toBe(0);
        const created = await call(`${base}/keywords`, write("POST", { Name: "Claims", link: "/claims" }));
        expect(created.body).toMatchObject({ id: 1 });
        await eventually(async () => {
          expect((await call(`${other.base}/keywords`)).body).toMatchObject([{ id: 1, Name: "Claims" }]);
        });
        await call(`${other.base}/keywords/1`, write("PUT", { Name: "Claim" }));
        await eventually(() => {
          expect(running.service.store.findOne("keywords", 1).Name).toBe("Claim");
        });
        await call(`${base}/keywords/1`, write("DELETE"));
        await eventually(() => {
          expect(other.service.store.count("keywords")).toBe(0);
        });
        expect(other.service.store.version).toBe(running.service.store.version);
      } finally {
        await stop(other);
      }
    });
  });
}

describe("without an editor token", () => {
  let test: TestDatabase;
  let running: Running;
  const [pglite] = backends;

  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite backend");
    test = await pglite.open();
    running = await start(await createContentService({ database: test.database }));
  });
  afterAll(async () => {
    await stop(running);
    await test?.dispose();
  });

  it("refuses every write with 403", async () => {
    const answer = await call(`${running.base}/languages`, write("POST", { language: "en" }));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
    expect((await call(`${running.base}/languages`)).body).toEqual([]);
  });
});

describe("the editor's token is limited both ways (decision 041)", () => {
  let test: TestDatabase;
  let running: Running;
  const [pglite] = backends;

  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite backend");
    test = await pglite.open();
    running = await start(
      await createContentService({
        database: test.database,
        editorGuard: guard(test.database.db, { usesPerMinute: 3, failuresPerAddress: 2 }),
      }),
    );
  });
  afterAll(async () => {
    await stop(running);
    await test?.dispose();
  });

  it("answers wrong tokens 429 past the limit, never locks out the right one, and limits the right one by its own allowance", async () => {
    const wrong = () => call(`${running.base}/languages`, write("POST", { language: "xx" }, "wrong-token"));
    expect((await wrong()).status).toBe(401);
    // a draft preview needs the token, so a missing one counts as a failure too
    expect((await call(`${running.base}/languages?_publicationState=preview`)).status).toBe(401);
    const refused = await wrong();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      error: "Too Many Requests",
      message: RATE_LIMIT_MESSAGES.limited,
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // the same address, with the right token: not held back by the failures
    for (const language of ["en", "hi", "kn"]) {
      expect((await call(`${running.base}/languages`, write("POST", { language }))).status).toBe(200);
    }
    // but limited by the token's own allowance (3 a minute here)
    expect((await call(`${running.base}/languages`, write("POST", { language: "as" }))).status).toBe(429);
    // reads are not limited
    expect((await call(`${running.base}/languages`)).status).toBe(200);
  });
});
