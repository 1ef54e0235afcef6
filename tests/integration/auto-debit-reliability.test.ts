/**
 * A killed server mid-unsubscribe leaves every mandate and its audit consistent
 * (issue 13 "Tests and measures", decision 053): the real server
 * (server/index.ts, a child process on a PGlite data folder) switches the demo
 * policies' mandates off and on again from several clients at once and is
 * killed with SIGKILL in the middle of the burst. The data folder is then
 * opened as the next start would open it, and for every policy:
 *
 * - each switch answered 200 has its audit row (nothing the visitor was told is lost);
 * - at most one more audit row than answers (a request cut off by the kill may have committed);
 * - the mandate's status is the one its last audit row says, and the audit rows alternate,
 *   so no switch was written without its audit record or the other way round.
 *
 * It runs the production entry point, so it needs the built pages
 * (`npm run build`; BUILD_DIR names another build folder).
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, freePort, requireBuild, startServerChild, type ServerChild } from "./fixtures/server-child.ts";

const ANSWER = "7";
const KILL_AFTER_SWITCHES = 40;

/** The demo policies that have a mandate, with their dates of birth (content/seed/README.md "Demo policies"). */
const POLICIES: ReadonlyArray<{ policyNo: string; dob: string }> = [
  { policyNo: "MTR/2026/1004821", dob: "1988-04-12" },
  { policyNo: "MTR/2026/1007315", dob: "1979-11-03" },
  { policyNo: "MTR/2026/1011942", dob: "1995-07-28" },
  { policyNo: "MTR/2026/1019660", dob: "1984-08-08" },
  { policyNo: "HLT/2026/2003417", dob: "1972-09-05" },
  { policyNo: "HLT/2026/2006688", dob: "1991-12-22" },
  { policyNo: "HLT/2026/2009153", dob: "1960-02-29" },
  { policyNo: "TRV/2026/3001562", dob: "1986-05-17" },
];

function startSite(port: number, dataDir: string): Promise<ServerChild> {
  return startServerChild(port, dataDir, {
    // the captcha's fixed-answer adapter, refused in production (decision 053)
    NODE_ENV: "test",
    CAPTCHA_FIXED_ANSWER: ANSWER,
    DEMO_QUOTES: "false",
    CAPTCHA_RATE_LIMIT_PER_IP: "100000",
    AUTO_DEBIT_RATE_LIMIT_PER_IP: "100000",
    AUTO_DEBIT_RATE_LIMIT_PER_POLICY: "100000",
  });
}

describe("a killed server mid-switch leaves mandates and their audit consistent", () => {
  let dataDir: string;
  let child: ChildProcess | null = null;

  beforeAll(() => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auto-debit-reliability-"));
  });

  afterAll(async () => {
    if (child) {
      child.kill("SIGKILL");
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every answered switch with its audit row through SIGKILL", async () => {
    const site = await startSite(await freePort(), dataDir);
    child = site.child;
    const answered = new Map<string, number>(POLICIES.map(({ policyNo }) => [policyNo, 0]));
    let switches = 0;
    let killed = false;

    /** One client per policy, switching its mandate off and on; the state's text says which way next. */
    const client = async ({ policyNo, dob }: { policyNo: string; dob: string }) => {
      let action: "unsubscribe" | "subscribe" = "unsubscribe";
      while (!killed) {
        try {
          const captcha = (await (await fetch(`${site.url}/api/captcha`)).json()) as {
            data: { captchaToken: string };
          };
          const response = await fetch(`${site.url}/api/shop/quick-assist/${action}-auto-debit`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ policyNo, dob, captchaToken: captcha.data.captchaToken, captchaSum: ANSWER }),
          });
          const body = (await response.json()) as { error?: string };
          if (response.status === 200) {
            answered.set(policyNo, (answered.get(policyNo) ?? 0) + 1);
            if (++switches >= KILL_AFTER_SWITCHES && !killed) {
              killed = true;
              site.child.kill("SIGKILL");
            }
          } else if (!/not active|already active/.test(body.error ?? "")) {
            throw new Error(`unexpected ${response.status} ${JSON.stringify(body)}`);
          }
          action = action === "unsubscribe" ? "subscribe" : "unsubscribe";
        } catch (error) {
          // a request cut off by the kill has no answer: the visitor was not told "done"
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(POLICIES.map(client));
    await exited(site.child);
    expect(site.child.signalCode).toBe("SIGKILL");
    child = null;
    expect(switches).toBeGreaterThanOrEqual(KILL_AFTER_SWITCHES);

    // the data folder as the next start finds it
    const db = await PGlite.create(dataDir);
    try {
      for (const { policyNo } of POLICIES) {
        const audit = await db.query<{ action: string }>(
          "select action from policy_mandate_audit where policy_no = $1 order by at, id",
          [policyNo],
        );
        const mandate = await db.query<{ status: string }>("select status from policy_mandates where policy_no = $1", [
          policyNo,
        ]);
        const actions = audit.rows.map((row) => row.action);
        const told = answered.get(policyNo) ?? 0;
        expect(actions.length, policyNo).toBeGreaterThanOrEqual(told);
        expect(actions.length, policyNo).toBeLessThanOrEqual(told + 1);
        for (let i = 1; i < actions.length; i++) expect(actions[i], policyNo).not.toBe(actions[i - 1]);
        const last = actions.at(-1);
        if (last) expect(mandate.rows[0]?.status, policyNo).toBe(last === "unsubscribe" ? "inactive" : "active");
      }
    } finally {
      await db.close();
    }
  }, 150_000);
});
