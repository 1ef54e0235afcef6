/**
 * /important-links (issue 16, decision 060): the regulator, the grievance bodies, awareness and
 * fraud reporting, government insurance schemes and this site's own service pages, by group.
 * Another site's link opens in a new tab, and says so to screen readers.
 */
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { ImportantLinksPageData } from "./regulatory.server";

const linkClass = "text-lg font-bold text-brand-700 underline decoration-2 underline-offset-2 hover:text-brand-900";

export function ImportantLinksPage({ data }: { data: ImportantLinksPageData }) {
  const t = usePhrases();
  const { seo, groups } = data;
  return (
    <article data-page="important-links">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {groups.map((group) => (
          <section
            key={group.category}
            aria-labelledby={`links-${group.category}`}
            className="mt-8 first:mt-0"
            data-link-group={group.category}
          >
            <h2 id={`links-${group.category}`} className="text-2xl font-bold text-brand-900">
              {t(`importantlinks_category_${group.category}`)}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {group.links.map((link) => (
                <li
                  key={link.slug}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-link={link.slug}
                >
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {link.title} <span className="sr-only">({t("footer_link_new_tab")})</span>
                    </a>
                  ) : (
                    <SiteLink to={link.href} className={linkClass}>
                      {link.title}
                    </SiteLink>
                  )}
                  {link.description && <p className="mt-2 text-slate-700">{link.description}</p>}
                  {link.external && (
                    <p className="mt-1 text-sm break-all text-slate-600">{link.href.replace(/^https:\/\//, "")}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-8 max-w-3xl text-sm text-slate-700">{t("importantlinks_note")}</p>
        <NeedHelp />
      </div>
    </article>
  );
}
