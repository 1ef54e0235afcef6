/** A post's body blocks as elements (article-body.ts): headings, paragraphs and lists, never raw HTML. */
import { SiteLink } from "~/routing/site-link";
import type { ArticleBlock, Inline } from "./article-body";

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, index) =>
    inline.kind === "strong" ? (
      <strong key={index} className="font-semibold text-slate-900">
        {inline.text}
      </strong>
    ) : inline.kind === "link" ? (
      <SiteLink key={index} to={inline.href} className="text-brand-700 underline underline-offset-4">
        {inline.text}
      </SiteLink>
    ) : (
      inline.text
    ),
  );
}

export function ArticleView({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="text-lg leading-relaxed text-slate-700" data-article-body="">
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          const Heading = block.level === 2 ? "h2" : "h3";
          return (
            <Heading
              key={index}
              id={block.id}
              className={
                block.level === 2
                  ? "mt-10 scroll-mt-24 text-2xl font-bold text-brand-900"
                  : "mt-8 scroll-mt-24 text-xl font-semibold text-brand-900"
              }
            >
              {block.text}
            </Heading>
          );
        }
        if (block.kind === "paragraph") {
          return (
            <p key={index} className="mt-4">
              <Inlines inlines={block.inlines} />
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={index}
            className={`mt-4 space-y-2 pl-6 marker:text-brand-700 ${block.ordered ? "list-decimal" : "list-disc"}`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
