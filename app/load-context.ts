import type { SiteLoadContext } from "@contracts/page-context";

// React Router's loaders receive what the server builds (contracts/page-context.ts)
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends SiteLoadContext {}
}
