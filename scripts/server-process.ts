/** Start the built site on a fresh embedded database in a child process (benchmarks, screenshots). */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export interface RunningSite {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startSite(port: number, dataDir: string, env: Record<string, string> = {}): Promise<RunningSite> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // node itself (not npx): a signal to the child then reaches the server
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("site did not start in 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
