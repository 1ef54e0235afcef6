/**
 * No accepted claim is lost (issue 14 "Tests and measures", decision 056):
 * the real server (a child process on a PGlite data folder) is killed with
 * SIGKILL in the middle of a burst of claim intimations. After a restart,
 * every claim whose number a visitor was shown is in the records, and its
 * status answers with the mobile it was registered from.
 *
 * It runs the production entry point, so it needs the built pages
 * (`npm run build`; BUILD_DIR names another build folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "@contracts/dates/india-day";
import { exited, freePort, requireBuild, startServerChild, type ServerChild } from "./fixtures/server-child.ts";

const BURST = 80;
const CONCURRENCY = 8;
const KILL_AFTER_ANSWERS = 20;

/** Demo policies (content/seed/README.md) with their mobiles, one line each. */
const POLICIES = [
  { line: "motor", policyNo: "MTR/2026/1004821", mobile: "9000010001", cause: "accident" },
  { line: "health", policyNo: "HLT/2026/2006688", mobile: "9000010006", cause: "day-care" },
  { line: "other", policyNo: "HOM/2026/4000735", mobile: "9000010010", cause: "burglary" },
] as const;

function startSite(port: number, dataDir: string): Promise<ServerChild> {
  return startServerChild(port, dataDir, {
    NODE_ENV: "production",
    // the demo policies are seeded with the content (decision 056)
    SEED_ON_START: "true",
    CLAIM_INTIMATION_RATE_LIMIT_PER_IP: "100000",
    CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY: "100000",
    CLAIM_LOOKUP_RATE_LIMIT_PER_IP: "100000",
    CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM: "100000",
  });
}

describe("a claim whose number was shown survives a killed server", () => {
  let dataDir: string;
  let site: ServerChild | null = null;

  beforeAll(() => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "claims-reliability-"));
  });

  afterAll(async () => {
    if (site) {
      site.child.kill("SIGKILL");
      await exited(site.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every registered claim through SIGKILL", async () => {
    const port = await freePort();
    site = await startSite(port, dataDir);
    const first = site;
    const accepted = new Map<string, string>(); // claim number -> mobile
    let answered = 0;
    let next = 0;
    let killed = false;
    const send = async (i: number) => {
      const policy = POLICIES[i % POLICIES.length]!;
      try {
        const response = await fetch(`${first.url}/api/claims/intimations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            line: policy.line,
            identifyBy: "policy",
            policyNo: policy.policyNo,
            mobile: policy.mobile,
            lossDate: indiaDay(),
            lossTime: "10:30",
            place: `Burst place ${i}`,
            cause: policy.cause,
            description: `Burst intimation number ${i} of the reliability test.`,
          }),
        });
        const answer = (await response.json()) as { claimNo?: string };
        if (response.status === 201 && answer.claimNo) accepted.set(answer.claimNo, policy.mobile);
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

    site = await startSite(port, dataDir);
    const missing: string[] = [];
    for (const [claimNo, mobile] of accepted) {
      const response = await fetch(`${site.url}/api/claims/status`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ claimNo, verifier: mobile }),
      });
      if (response.status !== 200) missing.push(claimNo);
    }
    expect(missing).toEqual([]);

    site.child.kill("SIGTERM");
    await exited(site.child);
    site = null;
  }, 150_000);
});
