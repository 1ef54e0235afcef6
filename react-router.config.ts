import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets parallel checkouts of work (and their browser tests) keep separate builds
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // a handful of routes (decision 045): the whole manifest comes with the page, no discovery requests
  routeDiscovery: { mode: "initial" },
} satisfies Config;
