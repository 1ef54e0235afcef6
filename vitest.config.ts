import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@contracts": path.resolve(import.meta.dirname, "contracts"),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "contracts/**/*.test.ts",
      "eslint/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // generous: the fuzz (1,000 bodies per endpoint), guessing (10,000 OTPs) and killed-server tests take
    // half a minute on a quiet machine and three on one that builds beside them; speed is the benchmark's
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // integration suites open databases and servers; keep them from starving each other on 2 cores
    fileParallelism: true,
    maxWorkers: 2,
  },
});
