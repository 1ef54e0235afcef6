/**
 * A guide section's body as blocks to render (issue 12): the content keeps
 * it as plain text, paragraphs apart by a blank line and list items on lines
 * of their own that start with "• " (content/seed/motorguides.json). Turning
 * it into elements here, rather than storing HTML, keeps the page free of
 * `dangerouslySetInnerHTML`.
 */
export type GuideBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^•(\s+|$)/;

export function parseGuideBody(body: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: "list", items: list });
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      // a blank line ends whatever block is open
      flushParagraph();
      flushList();
    } else if (BULLET.test(line)) {
      flushParagraph();
      const item = line.replace(BULLET, "");
      if (item) list.push(item);
    } else {
      // a line of text right after a list starts a paragraph; one inside a paragraph continues it
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
