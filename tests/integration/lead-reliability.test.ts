/**
 * Nothing accepted is lost (issue 3 "Done means", docs/architecture.md "Data that must
 * not be lost"): the real server (server/index.ts, a child process on a
 * PGlite data folder) is killed with SIGKILL in the middle of a burst of
 * leads while the CRM is down. After a restart every lead that was answered
 * 200 is in the database, and once the CRM answers again the outbox delivers
 * every stored lead to it.
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
import { encryptWithPassphrase } from "../../app/crypto/payload-cipher.ts";
import { DEFAULT_LEAD_PRODUCT } from "@contracts/lead/lead-rules";
import {
  eventually,
  exited,
  freePort,
  requireBuild,
  startServerChild,
  type ServerChild,
} from "./fixtures/server-child.ts";

const EXPORT_TOKEN = "reliability-export-token-0123";
const BURST = 120;
const CONCURRENCY = 12;
const KILL_AFTER_ANSWERS = 30;

/** A CRM intake that is down (503) until told otherwise, and remembers what it was given. */
function fakeCrm() {
  const received = new Set<string>();
  let up = false;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (!up) {
        res.writeHead(503).end();
        return;
      }
      received.add((JSON.parse(body) as { LeadId: string }).LeadId);
      res.writeHead(200).end();
    });
  });
  return {
    received,
    server,
    setUp(value: boolean) {
      up = value;
    },
  };
}

function startSite(port: number, dataDir: string, crmUrl: string): Promise<ServerChild> {
  return startServerChild(port, dataDir, {
    NODE_ENV: "production",
    // the lead products come from content; unseeded, the form's default product is the one accepted
    SEED_ON_START: "false",
    LEAD_CRM_URL: crmUrl,
    LEAD_EXPORT_TOKEN: EXPORT_TOKEN,
    LEAD_RATE_LIMIT_PER_IP: "100000",
    LEAD_RATE_LIMIT_PER_MOBILE: "100000",
    LEAD_OUTBOX_POLL_MS: "100",
    LEAD_OUTBOX_RETRY_BASE_MS: "50",
    LEAD_OUTBOX_RETRY_MAX_MS: "200",
    // rows the killed server had claimed come back after twice this
    LEAD_CRM_TIMEOUT_MS: "500",
  });
}

async function exportedLeadIds(url: string): Promise<Set<string>> {
  const response = await fetch(`${url}/api/leads/export`, { headers: { authorization: `Bearer ${EXPORT_TOKEN}` } });
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .slice(1);
  return new Set(lines.map((line) => line.split(",")[0] ?? ""));
}

describe("a lead answered 200 survives a killed server", () => {
  const crm = fakeCrm();
  let dataDir: string;
  let site: ServerChild | null = null;

  beforeAll(async () => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-reliability-"));
    await new Promise<void>((resolve) => crm.server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    if (site) {
      site.child.kill("SIGKILL");
      await exited(site.child);
    }
    await new Promise((resolve) => crm.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every accepted lead through SIGKILL and delivers them all once the CRM is back", async () => {
    const crmUrl = `http://127.0.0.1:${(crm.server.address() as net.AddressInfo).port}/leads`;
    const port = await freePort();
    site = await startSite(port, dataDir, crmUrl);
    const first = site;

    const accepted = new Map<string, string>(); // reference -> mobile
    let answered = 0;
    let next = 0;
    let killed = false;
    const send = async (i: number) => {
      const mobile = `9${String(800_000_000 + i).slice(-9)}`;
      const body = await encryptWithPassphrase({
        ClientId: "",
        SBILeadFirstName: "Burst",
        SBILeadMiddleName: "",
        SBILeadLastName: "Tester",
        LeadType: "1",
        SBIEmailId: "",
        SBIMobileNum: mobile,
        SBIProductName: DEFAULT_LEAD_PRODUCT,
        utm_source: "direct",
        utm_medium: "none",
        utm_campaign: "",
        utm_uniqueid: "",
      });
      try {
        const response = await fetch(`${first.url}/api/leadGeneration`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { reference?: string };
        if (response.status === 200 && answer.reference) accepted.set(answer.reference, mobile);
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

    // restart on the same data folder, the CRM still down
    site = await startSite(port, dataDir, crmUrl);
    const stored = await exportedLeadIds(site.url);
    const missing = [...accepted.keys()].filter((reference) => !stored.has(reference));
    expect(missing).toEqual([]);
    expect(crm.received.size).toBe(0);

    // the CRM comes back: every stored lead reaches it
    crm.setUp(true);
    await eventually(() => [...stored].every((id) => crm.received.has(id)), 30_000);
    expect(crm.received.size).toBe(stored.size);

    site.child.kill("SIGTERM");
    await exited(site.child);
    site = null;
  }, 150_000);
});
