import { describe, expect, it } from "vitest";
import { articleText, parseArticle, parseInlines, readingMinutes } from "./article-body";

describe("a post's body (issue 16)", () => {
  it("turns headings, paragraphs and both kinds of list into blocks", () => {
    const blocks = parseArticle(
      "Intro line one\nline two.\n\n## How it works\n\n- first\n- second\n\n1. one\n2. two\n\n### Small print\nEnd.",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "heading", "list", "list", "heading", "paragraph"]);
    expect(blocks[0]).toEqual({ kind: "paragraph", inlines: [{ kind: "text", text: "Intro line one line two." }] });
    expect(blocks[1]).toMatchObject({ kind: "heading", level: 2, text: "How it works", id: "how-it-works" });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "first" }], [{ text: "second" }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: "one" }], [{ text: "two" }]] });
    expect(blocks[4]).toMatchObject({ level: 3, id: "small-print" });
  });

  it("gives headings in Hindi and Kannada ids in their script, unique within the post", () => {
    const blocks = parseArticle("## नियम\n\nक\n\n## नियम\n\n## ನಿಯಮಗಳು");
    const ids = blocks.filter((b) => b.kind === "heading").map((b) => (b.kind === "heading" ? b.id : ""));
    expect(ids).toEqual(["नियम", "नियम-2", "ನಿಯಮಗಳು"]);
  });

  it("keeps bold text, makes same-site links, and leaves every other link and all markup as text", () => {
    expect(
      parseInlines("a **b** [c](/claim) [d](https://evil.example) [e](//evil.example) <script>x</script>"),
    ).toEqual([
      { kind: "text", text: "a " },
      { kind: "strong", text: "b" },
      { kind: "text", text: " " },
      { kind: "link", text: "c", href: "/claim" },
      { kind: "text", text: " [d](https://evil.example) " },
      { kind: "text", text: "e" },
      { kind: "text", text: " <script>x</script>" },
    ]);
  });

  it("reads at 200 words a minute, rounded up, at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes(articleText(parseArticle("## A b\n\n- c d\n\ne f")))).toBe(1);
    expect(articleText(parseArticle("## A b\n\n- c **d**\n\ne f"))).toBe("A b c d e f");
  });
});
