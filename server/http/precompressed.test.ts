import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedFiles } from "./precompressed";

const script = "export const greeting = 'नमस्ते, ನಮಸ್ಕಾರ';\n".repeat(50);
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.writeFileSync(path.join(dir, "app.js"), script);
  fs.writeFileSync(path.join(dir, "app.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "app.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "plain.js"), script);
  const app = express();
  app.use(
    "/assets",
    precompressedFiles(dir, (res) => res.setHeader("Cache-Control", "immutable")),
  );
  app.use("/assets", express.static(dir));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers: { "accept-encoding": acceptEncoding } });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("precompressed built files", () => {
  it("serves brotli when the browser takes it, whatever order it lists encodings in", async () => {
    const response = await get("/assets/app.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("serves gzip to a browser without brotli, and the plain file to one without either", async () => {
    const gzip = await get("/assets/app.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get("/assets/app.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers HEAD with the headers only, and leaves files without a compressed copy to the static files", async () => {
    const head = await get("/assets/app.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(fs.statSync(path.join(dir, "app.js.br")).size);
    expect(head.body.length).toBe(0);
    const plain = await get("/assets/plain.js", "br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("never reads outside its folder and passes on what it does not have", async () => {
    expect((await get("/assets/..%2f..%2fetc%2fpasswd", "br")).status).toBe(404);
    expect((await get("/assets/%E0%A4", "br")).status).toBe(404);
    expect((await get("/assets/missing.js", "br")).status).toBe(404);
  });
});
