import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pagePolicy } from "./security-headers";

const hash = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

describe("hash-based Content-Security-Policy (decision 045)", () => {
  const html = Buffer.from(
    `<html><head><script>window.a="ನಮಸ್ಕಾರ"</script><script src="/assets/x.js"></script>` +
      `<script type="application/ld+json">{"@type":"FAQPage"}</script><scripty>not a script</scripty></head>` +
      `<body><script type="text/x-after-paint">import("/assets/e.js")</script><script>window.a="ನಮಸ್ಕಾರ"</script></body></html>`,
  );

  it("allows each inline script the page has, by the hash of its UTF-8 text, once", () => {
    expect(inlineScriptHashes(html)).toEqual([hash('window.a="ನಮಸ್ಕಾರ"'), hash('import("/assets/e.js")')]);
  });

  it("writes the policy with them, and no 'unsafe-inline' outside development", () => {
    const policy = pagePolicy(html, { https: true, dev: false });
    expect(policy).toContain(`script-src 'self' ${hash('window.a="ನಮಸ್ಕಾರ"')} ${hash('import("/assets/e.js")')};`);
    expect(policy).not.toContain("unsafe-inline'; style");
    expect(policy).toMatch(/object-src 'none'; upgrade-insecure-requests$/);
    expect(pagePolicy(html, { https: false, dev: true })).toContain("script-src 'self' 'unsafe-inline'");
  });
});
