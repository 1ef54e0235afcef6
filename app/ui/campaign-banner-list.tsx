import { usePhrases } from "~/i18n/phrases";
import type { CampaignBanner } from "~/content/campaign-banners";
import { SiteLink } from "~/routing/site-link";

/**
 * The live campaign banners of a page (issue 16, decision 069): headline, text and a call to
 * action as HTML (no words in pictures). Kept small: it is in the home and listing pages' first load
 * (a page of this site navigates in the app; any other address is a plain link in the same tab).
 */
export function CampaignBannerList({ banners, headingId }: { banners: CampaignBanner[]; headingId: string }) {
  const t = usePhrases();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={headingId} className="sr-only">
        {t("home_campaigns_title")}
      </h2>
      <ul className="grid gap-5 md:grid-cols-2">
        {banners.map((b) => (
          <li key={b.id} className="rounded-2xl border border-accent-400 bg-accent-400/10 p-6" data-campaign={b.id}>
            <h3 className="text-lg font-bold text-brand-900">{b.headline}</h3>
            <p className="mt-1.5 text-slate-800">{b.text}</p>
            <Cta href={b.link.href} page={b.link.page}>
              {b.ctaLabel}
              <span className="sr-only">: {b.headline}</span>
            </Cta>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CTA = "mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white";

function Cta({ href, page, children }: { href: string; page: boolean; children: React.ReactNode }) {
  return page ? (
    <SiteLink to={href} className={CTA}>
      {children}
    </SiteLink>
  ) : (
    <a href={href} className={CTA}>
      {children}
    </a>
  );
}
