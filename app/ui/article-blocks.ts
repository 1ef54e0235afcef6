/**
 * A `richtext` body in a page's language: its blocks (article-body.ts) with
 * every same-site link pointing at that language's address. The blog, the
 * company and careers pages and the insurance-awareness articles share it.
 */
import type { Lang } from "@contracts/i18n/languages";
import { localizeHref } from "~/routing/content-link";
import { parseArticle, type ArticleBlock, type Inline } from "./article-body";

const localized = (inlines: readonly Inline[], lang: Lang): Inline[] =>
  inlines.map((i) => (i.kind === "link" ? { ...i, href: localizeHref(i.href, lang).href } : i));

/** The blocks of a body in a language, with its internal links in that language. */
export function articleBlocks(markdown: string, lang: Lang): ArticleBlock[] {
  return parseArticle(markdown).map((block) =>
    block.kind === "paragraph"
      ? { ...block, inlines: localized(block.inlines, lang) }
      : block.kind === "list"
        ? { ...block, items: block.items.map((item) => localized(item, lang)) }
        : block,
  );
}
