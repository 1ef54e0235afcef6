import type { ContentSource } from "./content/content-source";

/** What the server hands every loader (server/app.ts builds it). */
export interface SiteLoadContext {
  content: ContentSource;
  /** Absolute origin of the public site, e.g. https://www.example.in (canonical and hreflang addresses). */
  siteOrigin: string;
  /** Per-response nonce of the Content-Security-Policy for the page's inline scripts. */
  cspNonce: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends SiteLoadContext {}
}
