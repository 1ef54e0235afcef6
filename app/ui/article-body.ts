/**
 * A post's body (blogs, awards, news, people: `richtext` fields) as blocks
 * to render. Editors write the small Markdown the insurer's content service
 * stores: `## ` and `### ` headings, paragraphs apart by a blank line, `- `
 * and `1. ` lists, `**bold**` and `[text](/same-site-path)`. Turning it into
 * elements here, rather than rendering HTML, keeps the pages free of
 * `dangerouslySetInnerHTML`: whatever an editor writes shows as text.
 */
export type Inline =
  { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

export type ArticleBlock =
  | { kind: "heading"; level: 2 | 3; text: string; id: string }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{2,3})\s+(.+)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
// `[text](/path)`: only same-site paths become links; anything else stays text
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[^\s)]*)\)/g;

export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) out.push({ kind: "text", text: text.slice(at, match.index) });
    if (match[1] !== undefined) out.push({ kind: "strong", text: match[1] });
    else if (match[3]?.startsWith("//")) out.push({ kind: "text", text: match[2]! });
    else out.push({ kind: "link", text: match[2]!, href: match[3]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/** An id for a heading, unique within the article (the table of contents links to it). */
function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function parseArticle(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const ids = new Set<string>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", inlines: parseInlines(paragraph.join(" ")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list?.items.length) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInlines) });
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const text = heading[2]!.replace(/\*\*/g, "").trim();
      blocks.push({ kind: "heading", level: heading[1]!.length === 2 ? 2 : 3, text, id: headingId(text, ids) });
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      const item = (bullet ?? numbered)![1]!.trim();
      if (item) list.items.push(item);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The readable words of an article, for its reading time and its description. */
export function articleText(blocks: readonly ArticleBlock[]): string {
  const inlineText = (inlines: readonly Inline[]) => inlines.map((i) => i.text).join("");
  return blocks
    .map((b) =>
      b.kind === "heading"
        ? b.text
        : b.kind === "paragraph"
          ? inlineText(b.inlines)
          : b.items.map(inlineText).join(" "),
    )
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Minutes to read, rounded up. 200 words a minute is the usual figure for
 * reading on a screen in English; Hindi and Kannada words are counted the
 * same way (by the spaces between them), which comes out close for both.
 */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
