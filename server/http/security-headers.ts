import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A fresh CSP nonce per response, for the inline scripts of server-rendered pages. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

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

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers (docs/guiding-principles.md "Security"): CSP with nonces,
 * Permissions-Policy, no sniffing, no framing, and HSTS whenever the site is
 * reached over https: its own address says so, or the proxy in front does
 * (`X-Forwarded-Proto`, believed as far as TRUST_PROXY allows).
 */
export function securityHeaders(options: { https: boolean; dev: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`,
          // Vite's dev server injects its client as an inline module
          ...(options.dev ? ["'unsafe-inline'"] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.dev ? ["ws:"] : [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (options.https || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    headers(req, res, next);
  };
}
