/**
 * No accepted request is lost (issue 14 "a killed server mid-request loses no
 * accepted request", decision 057): the real server (a child process on a
 * PGlite data folder) is killed with SIGKILL in the middle of a burst of
 * do-not-call registrations while the service desk is down. After a restart
 * every request that was answered 201 can be looked up by its reference and
 * mobile, and once the desk answers again the outbox hands every one to it.
 *
 * It runs the production entry point, so it needs the built pages
 * (`npm run build`; BUILD_DIR names another build folder).
 */
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventually,
  exited,
  freePort,
  requireBuild,
  startServerChild,
  type ServerChild,
} from "./fixtures/server-child.ts";

const BURST = 100;
const CONCURRENCY = 10;
const KILL_AFTER_ANSWERS = 25;

/** A service desk that is down (503) until told otherwise, and remembers the references it was given. */
function fakeDesk() {
  const received = new Set<string>();
  let up = false;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (!up || req.url !== "/desk/donotcalls") {
        res.writeHead(503).end();
        return;
      }
      received.add((JSON.parse(body) as { reference: string }).reference);
      res.writeHead(201).end();
    });
  });
  return { received, server, setUp: (value: boolean) => void (up = value) };
}

function startSite(port: number, dataDir: string, deskUrl: string): Promise<ServerChild> {
  return startServerChild(port, dataDir, {
    NODE_ENV: "production",
    SEED_ON_START: "false",
    SERVICE_DESK_URL: deskUrl,
    SERVICE_DESK_TIMEOUT_MS: "500",
    SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
    SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "100000",
    LEAD_OUTBOX_POLL_MS: "100",
    LEAD_OUTBOX_RETRY_BASE_MS: "50",
    LEAD_OUTBOX_RETRY_MAX_MS: "200",
  });
}

describe("a self-service request answered 201 survives a killed server", () => {
  const desk = fakeDesk();
  let dataDir: string;
  let site: ServerChild | null = null;

  beforeAll(async () => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "self-service-reliability-"));
    await new Promise<void>((resolve) => desk.server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    if (site) {
      site.child.kill("SIGKILL");
      await exited(site.child);
    }
    await new Promise((resolve) => desk.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every accepted do-not-call request through SIGKILL and hands them all to the desk once it is back", async () => {
    const deskUrl = `http://127.0.0.1:${(desk.server.address() as net.AddressInfo).port}/desk`;
    const port = await freePort();
    site = await startSite(port, dataDir, deskUrl);
    const first = site;

    const accepted = new Map<string, string>(); // reference -> mobile
    let answered = 0;
    let next = 0;
    let killed = false;
    const send = async (i: number) => {
      const mobile = `8${String(700_000_000 + i).slice(-9)}`;
      try {
        const response = await fetch(`${first.url}/api/do-not-call`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ mobile, consent: true }),
        });
        const answer = (await response.json()) as { reference?: string };
        if (response.status === 201 && answer.reference) accepted.set(answer.reference, mobile);
        else throw new Error(`unexpected ${response.status} ${JSON.stringify(answer)}`);
        answered++;
        if (answered >= KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      } catch (error) {
        // a request cut off by the kill has no answer: the visitor was not told "done"
        if (!killed) throw error;
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < BURST) await send(next++);
      }),
    );
    expect(killed).toBe(true);
    await exited(first.child);
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

    // restart on the same data folder, the desk still down: every accepted reference is there
    site = await startSite(port, dataDir, deskUrl);
    const restarted = site;
    for (const [reference, mobile] of accepted) {
      const response = await fetch(`${restarted.url}/api/service-requests/status`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reference, mobile }),
      });
      expect(response.status, reference).toBe(200);
      expect(((await response.json()) as { status: string }).status).toBe("received");
    }
    expect(desk.received.size).toBe(0);

    // the desk comes back: every accepted request reaches it
    desk.setUp(true);
    await eventually(() => [...accepted.keys()].every((reference) => desk.received.has(reference)), 30_000);
    const [reference, mobile] = [...accepted][0]!;
    const after = await fetch(`${restarted.url}/api/service-requests/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reference, mobile }),
    });
    expect(((await after.json()) as { status: string }).status).toBe("forwarded");

    site.child.kill("SIGTERM");
    await exited(site.child);
    site = null;
  }, 150_000);
});
