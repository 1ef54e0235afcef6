import { usePhrases } from "~/i18n/phrases";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { SiteLink } from "~/routing/site-link";
import type { BlogTeaser } from "./home-content";
import { SectionHeading } from "./home-section";
import { LazyImage } from "~/ui/content-image";

/** The latest blog posts (spec 7, 9: 3 posts, 130 characters of each). */
export function LatestBlogs({ posts, lang }: { posts: BlogTeaser[]; lang: Lang }) {
  const t = usePhrases();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="home-blog-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="home-blog-title"
        eyebrow={t("home_blog_eyebrow")}
        title={t("home_blog_title")}
        action={{ href: localizePath("/blog", lang), label: t("home_blog_all") }}
      />
      <ul className="grid gap-6 md:grid-cols-3" data-home-blogs="">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
              {post.image && <LazyImage image={post.image} className="aspect-[8/5] w-full bg-brand-50 object-cover" />}
              <div className="flex grow flex-col p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  {post.category && (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
                      {post.category}
                    </span>
                  )}
                  {post.date && (
                    <time dateTime={post.dateTime} className="text-slate-600">
                      {post.date}
                    </time>
                  )}
                </p>
                <h3 className="mt-3 text-lg leading-snug font-bold text-brand-900">
                  <SiteLink to={post.href} className="after:absolute after:inset-0 hover:underline">
                    {post.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 grow text-slate-700" data-blog-teaser="">
                  {post.teaser}
                </p>
                <span aria-hidden="true" className="mt-4 font-semibold text-brand-700 group-hover:underline">
                  {t("home_read_more")}
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
