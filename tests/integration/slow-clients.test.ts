/**
 * Slow and idle clients (issue 10, server/app.ts CLIENT_LIMITS): 200
 * connections that dribble their headers a byte at a time or send nothing do
 * not slow anyone else's page, and the server lets go of them once the
 * headers timeout passes, with the real limits the site runs with.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_LIMITS } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createSite, type Site } from "../../server/site";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
let site: Site;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no built pages in ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first`);
  }
  const config = loadConfig({ NODE_ENV: "production", TRUST_PROXY: "false", LEAD_OUTBOX_POLL_MS: "60000" });
  site = await createSite(config, { database: await openDatabase({ dataDir: "memory://" }) });
  site.server.listen(0, "127.0.0.1");
  await new Promise((resolve) => site.server.once("listening", resolve));
  port = (site.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  agent.destroy();
  site?.server.close();
  await site?.close();
});

function page(pathname: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

/** Median latency of `count` page requests, four at a time. */
async function medianLatency(count: number): Promise<number> {
  const times: number[] = [];
  const paths = ["/", "/about-us/hindi", "/motor-insurance/private-car-insurance/kannada", "/product/retail"];
  for (let i = 0; i < count; i += 4) {
    const answers = await Promise.all(paths.map((p) => page(p)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      times.push(answer.ms);
    }
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

interface Held {
  socket: net.Socket;
  closed: boolean;
  timer?: NodeJS.Timeout;
}

/** A connection that sends its request line and then one header byte every 200 ms, or nothing at all. */
function hold(kind: "dribbling" | "idle"): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const held: Held = { socket, closed: false };
    socket.on("close", () => {
      held.closed = true;
      clearInterval(held.timer);
    });
    socket.on("error", () => undefined); // a reset from the server is what we wait for
    socket.on("data", () => undefined);
    socket.once("connect", () => {
      if (kind === "dribbling") {
        socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
        held.timer = setInterval(() => socket.writable && socket.write("a"), 200);
      }
      resolve(held);
    });
    socket.once("error", reject);
  });
}

describe("slow clients", () => {
  it("do not slow other visitors down, and are let go after the headers timeout", async () => {
    // pages rendered and kept first: what is measured is answering, not a first render
    await medianLatency(8);
    const before = await medianLatency(40);

    const held = await Promise.all(Array.from({ length: 200 }, (_, i) => hold(i % 2 ? "idle" : "dribbling")));
    const during = await medianLatency(40);
    expect(held.filter((h) => h.closed)).toHaveLength(0);
    // the same order of time as without them (a few ms on loopback), not queued behind them
    expect(during).toBeLessThan(Math.max(before * 3, before + 20));

    const deadline = Date.now() + CLIENT_LIMITS.headersTimeout + 2 * CLIENT_LIMITS.connectionsCheckingInterval + 3_000;
    while (held.some((h) => !h.closed) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(held.filter((h) => !h.closed)).toHaveLength(0);
    expect(await medianLatency(8)).toBeLessThan(Math.max(before * 3, before + 20));
  }, 60_000);
});
