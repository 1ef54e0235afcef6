/**
 * An article's card in a list (the blog, related posts, the insurance-awareness
 * articles): image, label, date, reading time, title as the card's one link,
 * and an excerpt.
 */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { countOf } from "~/text/amounts";
import { LazyImage, type ImageRef } from "./content-image";

export interface ArticleCardData {
  id: number;
  slug: string;
  title: string;
  href: string;
  excerpt: string;
  image: ImageRef | null;
  /** the chip above the title: the blog's category, an awareness article's topic */
  category: { name: string } | null;
  date: string;
  dateTime: string;
  minutes: number;
}

export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
}: {
  article: ArticleCardData;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const t = usePhrases();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
      data-blog-card={article.slug}
    >
      {article.image && <LazyImage image={article.image} className="aspect-[8/5] w-full bg-brand-50 object-cover" />}
      <div className="flex grow flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {article.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
              {article.category.name}
            </span>
          )}
          {article.date && <time dateTime={article.dateTime}>{article.date}</time>}
          <span>{countOf("blog_reading_minutes", article.minutes, lang, t)}</span>
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold text-brand-900">
          <SiteLink to={article.href} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 grow text-slate-700">{article.excerpt}</p>
      </div>
    </article>
  );
}

/** The related articles under an article (the blog's posts, the awareness articles): a heading and three cards. */
export function RelatedArticles({
  id,
  heading,
  articles,
  lang,
  marker,
}: {
  /** the heading's id, which names the section */
  id: string;
  heading: string;
  articles: ArticleCardData[];
  lang: Lang;
  /** the list's data attribute (`data-related-posts`, `data-ia-related`) */
  marker: string;
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3" {...{ [`data-${marker}`]: "" }}>
          {articles.map((p) => (
            <li key={p.id}>
              <ArticleCard article={p} lang={lang} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
