import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // ~600 language routes: the browser discovers them as it navigates instead of loading one big manifest
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
