import type { ContentSource } from "@contracts/content/content-source";

/** What the server hands every loader (server/app.ts builds it). */
export interface SiteLoadContext {
  content: ContentSource;
  /** Absolute origin of the public site, e.g. https://www.example.in (canonical and hreflang addresses). */
  siteOrigin: string;
  /** Per-response nonce of the Content-Security-Policy for the page's inline scripts. */
  cspNonce: string;
  /** What the browser may see of the server's configuration. */
  publicConfig: PublicConfig;
}

/** The server's settings the browser receives (through the root loader); nothing else of the configuration leaves the server. */
export interface PublicConfig {
  /**
   * Key of encrypted request bodies, base64 of 32 bytes (site-api.md "Encrypted bodies": it shields a body
   * from casual inspection only; TLS is the protection).
   */
  payloadAesKey: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends SiteLoadContext {}
}
