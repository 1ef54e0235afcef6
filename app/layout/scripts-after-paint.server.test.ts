import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, safeEnd, startScriptsAfterPaint, starter } from "./scripts-after-paint.server";

const NONCE = "n0nce+/=";
/** What React Router's <Scripts> and React write, in miniature. */
const DOCUMENT =
  `<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>` +
  `<script nonce="${NONCE}">document.documentElement.dataset.t="1"</script>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${NONCE}"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><h1>बीमा हर कदम पर · ವಿಮೆ</h1>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function transform(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(startScriptsAfterPaint())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

function expected(): string {
  return DOCUMENT.replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(`type="module" async=""`, `type="${DEFERRED_TYPE}"`)
    .replace(
      "</body>",
      `<script nonce="${NONCE}">${starter(["/assets/entry.client-A.js", "/assets/root-B.js"])}</script></body>`,
    );
}

describe("scripts after the first paint (decision 035)", () => {
  it("takes the module preloads out of the head, makes the module script inert and starts both after paint", async () => {
    const html = await transform([Buffer.from(DOCUMENT)]);
    expect(html).toBe(expected());
    expect(html).not.toContain('modulepreload" href');
    expect(html.indexOf(DEFERRED_TYPE)).toBeLessThan(html.indexOf("requestAnimationFrame"));
  });

  it("gives the same document however the stream is cut, even inside a Hindi or Kannada character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    const want = expected();
    for (let cut = 1; cut < bytes.length; cut++) {
      const html = await transform([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(want);
    }
    const bytewise = await transform([...bytes].map((byte) => Buffer.from([byte])));
    expect(bytewise).toBe(want);
  });

  it("passes a document without React Router's scripts through untouched", async () => {
    const page = "<!DOCTYPE html><html><body><p>ಕನ್ನಡ</p></body></html>";
    expect(await transform([Buffer.from(page)])).toBe(page);
  });

  it("holds back only what could still become a rewritten tag", () => {
    expect(safeEnd("<p>done</p>")).toBe(11);
    expect(safeEnd("<p>x</p><li")).toBe(8);
    expect(safeEnd("<p>x</p><a")).toBe(10);
    expect(safeEnd('<p>x</p><script nonce="a">var a')).toBe(8);
    expect(safeEnd('<script nonce="a">x</script><p>')).toBe(31);
    expect(safeEnd("<p>x</p></bo")).toBe(8);
  });

  it("writes a starter that escapes what it embeds", () => {
    expect(starter(["/assets/</script>.js"])).not.toContain("</script>");
  });
});
