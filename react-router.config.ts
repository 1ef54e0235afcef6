import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets parallel checkouts of work (and their browser tests) keep separate builds
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The page's own routes come inline with the page; any other is asked for (`/__manifest`) only
  // when a form or navigation of React Router goes there (SiteLink is a plain anchor, decision 045).
  // The whole manifest of ~150 routes was 5.6 KB gzip of every page's first load (decision 068).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
