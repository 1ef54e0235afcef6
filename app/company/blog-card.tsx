/** A post's card in the blog's list and under a post (related posts). */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { countOf } from "~/text/amounts";
import { LazyImage } from "~/ui/content-image";
import type { BlogCard as Card } from "./blog-content";

export function BlogCard({ post, lang, headingLevel = 2 }: { post: Card; lang: Lang; headingLevel?: 2 | 3 }) {
  const t = usePhrases();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
      data-blog-card={post.slug}
    >
      {post.image && <LazyImage image={post.image} className="aspect-[8/5] w-full bg-brand-50 object-cover" />}
      <div className="flex grow flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {post.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
              {post.category.name}
            </span>
          )}
          {post.date && <time dateTime={post.dateTime}>{post.date}</time>}
          <span>{countOf("blog_reading_minutes", post.minutes, lang, t)}</span>
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold text-brand-900">
          <SiteLink to={post.href} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 grow text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
