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
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "@contracts/dates/india-day";
import { serverCommand } from "../../scripts/server-process";

const BURST = 80;
const CONCURRENCY = 8;
const KILL_AFTER_ANSWERS = 20;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** Demo policies (content/seed/README.md) with their mobiles, one line each. */
const POLICIES = [
  { line: "motor", policyNo: "MTR/2026/1004821", mobile: "9000010001", cause: "accident" },
  { line: "health", policyNo: "HLT/2026/2006688", mobile: "9000010006", cause: "day-care" },
  { line: "other", policyNo: "HOM/2026/4000735", mobile: "9000010010", cause: "burglary" },
] as const;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Site {
  child: ChildProcess;
  url: string;
  output: string[];
}

async function startSite(port: number, dataDir: string): Promise<Site> {
  // the embedded database of this test, whatever the environment says
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
  const [command, args] = serverCommand();
  const child = spawn(command, args, {
    env: {
      ...inherited,
      NODE_ENV: "production",
      TRUST_PROXY: "false",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // the demo policies are seeded with the content (decision 056)
      SEED_ON_START: "true",
      CLAIM_INTIMATION_RATE_LIMIT_PER_IP: "100000",
      CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY: "100000",
      CLAIM_LOOKUP_RATE_LIMIT_PER_IP: "100000",
      CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

describe("a claim whose number was shown survives a killed server", () => {
  let dataDir: string;
  let site: Site | null = null;

  beforeAll(() => {
    if (!fs.existsSync(path.join(buildDir, "node/index.js"))) {
      throw new Error(`no built pages in ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first`);
    }
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
