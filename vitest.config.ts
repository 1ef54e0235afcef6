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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // integration suites open databases and servers; keep them from starving each other on 2 cores
    fileParallelism: true,
    maxWorkers: 2,
  },
});
