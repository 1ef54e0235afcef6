import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets parallel checkouts of work (and their browser tests) keep separate builds
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // ~600 language routes: the browser discovers them as it navigates instead of loading one big manifest
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
