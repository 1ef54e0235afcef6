/**
 * Security headers (docs/guiding-principles.md "Security"), computed once:
 * the same list on every answer, HSTS whenever the visitor came over https,
 * and on pages a Content-Security-Policy that allows exactly the page's own
 * inline scripts by their SHA-256 hashes (decision 045). A hash, unlike a
 * per-answer nonce, lets one rendering be answered to many visitors, by our
 * page cache and by a CDN.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/**
 * What the site's pages may use of the browser: the locators may ask for the
 * visitor's position (geolocation, same origin only); nothing asks for the
 * camera, microphone, payment handlers, USB or motion sensors.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Every answer's headers, as name-value pairs. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Permissions-Policy", PERMISSIONS_POLICY],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

export const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityOptions {
  /** The site's own address is https (SITE_URL). */
  https: boolean;
  /** Vite's dev server injects inline scripts of its own. */
  dev: boolean;
  /** Express's `trust proxy fn`: whether the peer at this address may name the scheme. */
  trustProxy: (address: string, hop: number) => boolean;
  /** Other origins pages may show images from (the locators' map tiles, decision 055). */
  imageOrigins?: readonly string[];
}

/**
 * Whether this request came over https: the connection itself, or a trusted
 * proxy's `X-Forwarded-Proto` (as Express's `req.secure` reads it).
 */
export function cameOverHttps(req: IncomingMessage, options: SecurityOptions): boolean {
  if (options.https) return true;
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!options.trustProxy(req.socket.remoteAddress ?? "", 0)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

/** The security headers on every answer that passes through Express. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (cameOverHttps(req, options)) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e; // ">"
/** Data blocks a browser never runs: they need no place in the policy. */
const DATA_TYPES = /\btype="application\/(ld\+)?json"/;

/**
 * SHA-256 sources of every inline script of a page (deferred ones too: they
 * run later as they are), read from its bytes: hashing is over the script's
 * UTF-8 text, and the page need not be decoded to find it.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const tagEnd = html.indexOf(TAG_END, at);
    if (tagEnd === -1) break;
    const attributes = html.toString("latin1", at + SCRIPT_OPEN.length, tagEnd);
    if (!/^(\s|$)/.test(attributes)) {
      at = html.indexOf(SCRIPT_OPEN, at + 1); // <scripty>: not a script
      continue;
    }
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close === -1) break;
    if (!/\bsrc=/.test(attributes) && !DATA_TYPES.test(attributes)) {
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(html.subarray(tagEnd + 1, close))
          .digest("base64")}'`,
      );
    }
    at = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return [...hashes];
}

/** A page's Content-Security-Policy: scripts from the site, and its own inline ones by hash. */
export function pagePolicy(html: Buffer, options: Pick<SecurityOptions, "https" | "dev" | "imageOrigins">): string {
  const scripts = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineScriptHashes(html)];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...(options.imageOrigins ?? [])].join(" "),
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws:" : ""}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
