/**
 * Numbered pages of a list as plain links (the blog, the insurance-awareness
 * articles): previous, each page, next; the current page marked for screen readers.
 */
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";

export interface PaginationData {
  page: number;
  pages: number;
  /** every page's address, in order */
  links: string[];
}

export function Pagination({ page, pages, links }: PaginationData) {
  const t = usePhrases();
  if (pages < 2) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";
  return (
    <nav aria-label={t("blog_pagination_label")} className="mt-10" data-blog-pagination="">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink to={links[page - 2]!} rel="prev" className={`${link} border-slate-300 text-brand-800`}>
              {t("blog_previous")}
            </SiteLink>
          </li>
        )}
        {links.map((href, index) => (
          <li key={href}>
            <SiteLink
              to={href}
              aria-current={index + 1 === page ? "page" : undefined}
              aria-label={t("blog_page_label", { page: index + 1 })}
              className={`${link} ${
                index + 1 === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-brand-800"
              }`}
            >
              {index + 1}
            </SiteLink>
          </li>
        ))}
        {page < pages && (
          <li>
            <SiteLink to={links[page]!} rel="next" className={`${link} border-slate-300 text-brand-800`}>
              {t("blog_next")}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
