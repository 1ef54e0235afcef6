/**
 * The whole site in process (server/site.ts, with the built pages), probed
 * at its edges as an attacker or another client would (issue 9 "Hardened
 * edges"): methods pages do not take, redirects that could leave the site,
 * security headers behind a proxy, the content API from other origins and
 * its media, and campaign traffic on the page cache.
 */
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createSite, type Site } from "../../server/site";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const PARTNER = "https://partner.example";

let site: Site;
let server: http.Server;
let port: number;

beforeAll(async () => {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no built pages in ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first`);
  }
  const config = loadConfig({
    NODE_ENV: "production",
    TRUST_PROXY: "loopback",
    SITE_URL: "http://www.example.in",
    CONTENT_CORS_ORIGINS: `${PARTNER}, https://app.partner.example/`,
    LEAD_OUTBOX_POLL_MS: "60000",
  });
  site = await createSite(config, { database: await openDatabase({ dataDir: "memory://" }) });
  server = site.server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  server?.close();
  await site?.close();
});

/** A raw request: any method, any path, no client-side normalisation of slashes or backslashes. */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: rawPath, headers });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("pages take GET and HEAD only", () => {
  it.each(["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "POST", "PROPFIND"])(
    "answers %s on a page 405 with a small body, before React Router",
    async (method) => {
      for (const page of ["/", "/about-us/hindi", "/no-such-page"]) {
        const answer = await raw(method, page);
        expect(answer.status, `${method} ${page}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.body.length).toBeLessThan(100);
      }
    },
  );

  it("still answers GET and HEAD", async () => {
    expect((await raw("GET", "/about-us")).status).toBe(200);
    expect((await raw("HEAD", "/about-us")).status).toBe(200);
  });
});

describe("no redirect of ours leaves the site", () => {
  const starts = ["/", "//", "///", "/\\", "/\\/", "/\\\\", "//\\", "/%5C", "/%5C/", "/./"];
  const ends = ["evil.example/", "evil.example//", "evil.example/\\", "evil.example/bengali", "evil.example/x/tamil"];

  it.each(starts.flatMap((start) => ends.map((end) => `${start}${end}`)))("%s", async (rawPath) => {
    const answer = await raw("GET", rawPath);
    expect(answer.status).toBeLessThan(500);
    const location = answer.headers.location;
    if (location === undefined) return;
    const target = new URL(location, "http://www.example.in/");
    expect(target.host, `${rawPath} -> ${location}`).toBe("www.example.in");
  });

  it("keeps the site's own redirects working", async () => {
    expect((await raw("GET", "/about-us/")).headers.location).toBe("/about-us");
    expect((await raw("GET", "/about-us/bengali")).headers.location).toBe("/about-us");
  });
});

describe("security headers", () => {
  it("carry a Permissions-Policy on pages", async () => {
    expect((await raw("GET", "/")).headers["permissions-policy"]).toContain("geolocation=(self)");
  });

  it("send HSTS when a trusted proxy says the visitor came over https, and not otherwise", async () => {
    const viaHttps = await raw("GET", "/", { "x-forwarded-proto": "https" });
    expect(viaHttps.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect((await raw("GET", "/")).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the content API for other clients (decision 042)", () => {
  it("answers a configured origin's preflight and reads", async () => {
    const preflight = await raw("OPTIONS", "/content/products?_limit=1", {
      origin: PARTNER,
      "access-control-request-method": "GET",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, HEAD");
    const read = await raw("GET", "/content/products?_limit=1", { origin: "https://app.partner.example" });
    expect(read.status).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBe("https://app.partner.example");
    expect(read.headers.vary).toMatch(/Origin/);
  });

  it("gives other origins nothing", async () => {
    const read = await raw("GET", "/content/products?_limit=1", { origin: "https://elsewhere.example" });
    expect(read.status).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves media under the content base path, as clients build their addresses", async () => {
    const [product] = JSON.parse((await raw("GET", "/content/products?smallicon_null=false&_limit=1")).body) as {
      smallicon: { url: string };
    }[];
    const media = await raw("GET", `/content${product!.smallicon.url}`);
    expect(media.status).toBe(200);
    expect(media.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(media.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await raw("GET", product!.smallicon.url)).body).toBe(media.body);
  });
});

describe("campaign traffic, unknown addresses and the page cache", () => {
  it("serves a page from the cache whatever parameters no page reads the address carries", async () => {
    const plain = await raw("GET", "/about-us/kannada");
    const answers = [];
    for (const query of [
      "?gclid=A1",
      "?gclid=B2&utm_source=google",
      "?fbclid=x&utm_medium=cpc",
      "?msclkid=9&dclid=7",
      "?nocache=1700000000",
      "?q=%3Cscript%3E&x=1&x=2",
    ]) {
      answers.push(await raw("GET", `/about-us/kannada${query}`));
    }
    for (const answer of answers) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.body).toBe(plain.body);
    }
  });

  it("carries the parameters a page never saw on to where it redirects", async () => {
    const moved = await raw("GET", "/about-us/marathi?utm_source=google&gclid=C3&RO_code=R1");
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe("/about-us?RO_code=R1&utm_source=google&gclid=C3");
  });

  it("answers a new unknown address with the kept not-found page of its language, without rendering", async () => {
    const first = await raw("GET", "/no-such-page-0/hindi");
    expect(first.status).toBe(404);
    for (const address of ["/no-such-page-1/hindi", "/not-a-product-at-all/hindi", "/a/b/c/hindi"]) {
      const answer = await raw("GET", address);
      expect({ address, status: answer.status, cache: answer.headers["x-page-cache"] }).toEqual({
        address,
        status: 404,
        cache: "hit",
      });
      expect(answer.body).toBe(first.body);
    }
    // the other languages have their own
    const english = await raw("GET", "/no-such-page-2");
    expect(english.status).toBe(404);
    expect(english.body).not.toBe(first.body);
    // a real product at the same kind of address is no unknown one
    expect((await raw("GET", "/money-insurance/hindi")).status).toBe(200);
    // nor is an old other-language suffix, though it reads like a product key (`/bengali`)
    for (const [address, to] of [
      ["/bengali", "/"],
      ["/about-us/tamil", "/about-us"],
    ] as const) {
      const moved = await raw("GET", address);
      expect({ address, status: moved.status, location: moved.headers.location }).toEqual({
        address,
        status: 302,
        location: to,
      });
    }
    expect((await raw("GET", "/no/such/page/tamil")).status).toBe(404);
  });

  it("keeps apart what a page does read (the sales-partner parameters)", async () => {
    await raw("GET", "/about-us");
    const partner = await raw("GET", "/about-us?RO_code=R1&reference_ID=9&gclid=Z");
    expect(partner.headers["x-page-cache"]).toBe("miss");
  });
});

describe("a kept page compressed again", () => {
  /** The answer's bytes as sent. */
  function bytes(rawPath: string, headers: Record<string, string>) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: rawPath, headers, agent: false });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("is answered with the length of the bytes it sends, before and after brotli's stronger pass", async () => {
    const lengths = new Set<number>();
    const etags = new Set<string | undefined>();
    for (let n = 0; n < 80 && lengths.size < 2; n++) {
      const answer = await bytes("/about-us/kannada", { "Accept-Encoding": "br" });
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(zlib.brotliDecompressSync(answer.body).toString("utf8")).toContain("</html>");
      lengths.add(answer.body.length);
      etags.add(answer.headers.etag);
      // the stronger pass runs in the background after 20 answers
      if (n >= 20) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lengths.size).toBe(2);
    // other bytes, another strong ETag
    expect(etags.size).toBe(2);
  });
});
