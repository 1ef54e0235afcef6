/** Start the built site on a fresh embedded database in a child process (benchmarks, Lighthouse, screenshots). */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * What `npm start` sets beside the configuration (package.json, decision 045):
 * production mode; one malloc arena, so that what the compression and
 * garbage-collection threads free goes back to the one heap the main thread
 * uses, instead of staying in arenas of their own (-45 MB after a burst); and
 * a 256 MB old generation (the live heap is about 40 MB), which makes V8
 * collect garbage promoted under load rather than let the heap grow to
 * gigabytes first (docs/benchmarks.md "Memory").
 */
export const START_ENV = { NODE_ENV: "production", MALLOC_ARENA_MAX: "1" } as const;
export const START_FLAGS = ["--enable-source-maps", "--max-old-space-size=256"] as const;

export interface RunningSite {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built server as `npm start` runs it (decision 043): plain node on the
 * compiled JavaScript; `tsx` runs the TypeScript sources instead, as before.
 * Node itself, not npm or npx, so that a signal to the child reaches the server.
 */
export function serverCommand(runner: "node" | "tsx" = "node"): [string, string[]] {
  if (runner === "tsx") return [process.execPath, ["--import", "tsx", "server/index.ts"]];
  const entry = path.join(process.env.BUILD_DIR ?? "build", "node", "index.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  return [process.execPath, [...START_FLAGS, entry]];
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The built server (or the sources, with `runner` tsx) on `port`, configured as `npm start` runs it, not waited for. */
export function spawnSite(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  output: "inherit" | "ignore" = "inherit",
  runner: "node" | "tsx" = "node",
): ChildProcess {
  const [command, args] = serverCommand(runner);
  return spawn(command, args, {
    env: {
      ...process.env,
      ...START_ENV,
      TRUST_PROXY: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", output, "inherit"],
  });
}

/** Wait until `url` answers 2xx, asking every `everyMs`; fails when `child` exits first or `timeoutMs` passes. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  { timeoutMs, everyMs }: { timeoutMs: number; everyMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url}: not answering after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export async function startSite(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  output: "inherit" | "ignore" = "inherit",
): Promise<RunningSite> {
  const url = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already serving: choose another`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawnSite(port, dataDir, env, output);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitUntilAnswering(`${url}/healthz`, child, { timeoutMs: 120_000, everyMs: 100 });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
