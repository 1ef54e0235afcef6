import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, startScriptsAfterPaint, starter } from "./scripts-after-paint.server";

/** What React Router's <Scripts> and React write, in miniature. */
const DOCUMENT =
  `<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>` +
  `<script>document.documentElement.dataset.t="1"</script>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><h1>बीमा हर कदम पर · ವಿಮೆ</h1>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scripts after the first paint (decision 035)", () => {
  it("takes the module preloads out of the head, makes the module script inert and starts both after paint", () => {
    const html = startScriptsAfterPaint(DOCUMENT);
    const want = DOCUMENT.replace(/<link rel="modulepreload"[^>]*\/>/g, "")
      .replace(`type="module" async=""`, `type="${DEFERRED_TYPE}"`)
      .replace("</body>", `<script>${starter(["/assets/entry.client-A.js", "/assets/root-B.js"])}</script></body>`);
    expect(html).toBe(want);
    expect(html).not.toContain('modulepreload" href');
    expect(html.indexOf(DEFERRED_TYPE)).toBeLessThan(html.indexOf("requestAnimationFrame"));
  });

  it("passes a document without React Router's scripts through untouched", () => {
    const page = "<!DOCTYPE html><html><body><p>ಕನ್ನಡ</p></body></html>";
    expect(startScriptsAfterPaint(page)).toBe(page);
  });

  it("keeps `$` patterns in the scripts as they are", () => {
    const page = DOCUMENT.replace("import(", () => "$&$1;import(");
    expect(startScriptsAfterPaint(page)).toContain("$&$1;import(");
  });

  it("writes a starter that escapes what it embeds", () => {
    expect(starter(["/assets/</script>.js"])).not.toContain("</script>");
  });
});
