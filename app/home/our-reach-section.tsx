import { useEffect } from "react";
import { usePhrases } from "~/i18n/phrases";
import { ContentAnchor } from "~/ui/content-anchor";
import { SiteLink } from "~/routing/site-link";
import type { OurReach } from "./home-sections";
import { SectionHeading } from "./home-section";

/** The id of the section `/our-reach` scrolls to. */
export const OUR_REACH_ID = "our-reach";

/**
 * "Our reach" (issue 16, decision 069): tiles whose numbers the locators count, and the branches
 * of each state. `/our-reach` renders the home page with `focus`: the page scrolls here on
 * arrival (without scripts a link to `#our-reach` does the same).
 */
/*
 * The section scrolls to 16 px under the top: its own top padding keeps the heading clear of the
 * 64 px sticky header, and the trust figures' carousel controls above end up off screen rather
 * than half under the header (Lighthouse's target-size on /our-reach).
 */
export function OurReachSection({ reach, focus }: { reach: OurReach; focus: boolean }) {
  const t = usePhrases();
  useEffect(() => {
    if (focus) document.getElementById(OUR_REACH_ID)?.scrollIntoView({ block: "start" });
  }, [focus]);
  if (reach.tiles.length === 0) return null;
  return (
    <section
      id={OUR_REACH_ID}
      aria-labelledby="home-reach-title"
      className="scroll-mt-4 bg-white py-16 sm:py-20"
      data-focus={focus || undefined}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="home-reach-title" eyebrow={t("home_reach_eyebrow")} title={t("home_reach_title")} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-5">
          {reach.tiles.map((tile) => (
            <li
              key={tile.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-5"
              data-measure={tile.measure}
            >
              <p className="text-2xl font-bold text-brand-900 tabular-nums sm:text-4xl">{tile.number}</p>
              <h3 className="mt-2 text-base font-bold text-brand-900">{tile.title}</h3>
              <p className="mt-1 grow text-sm text-slate-700">{tile.description}</p>
              <ContentAnchor
                link={tile.link}
                className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4"
              >
                {t("home_reach_find")}
                <span className="sr-only">: {tile.title}</span>
              </ContentAnchor>
            </li>
          ))}
        </ul>
        {reach.states.length > 0 && (
          <details className="mt-8 rounded-2xl border border-slate-200 bg-white">
            <summary className="min-h-11 cursor-pointer px-5 py-3 font-semibold text-brand-800">
              {t("home_reach_states_summary")}
            </summary>
            <div className="max-h-96 overflow-y-auto px-5 pb-5">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("home_reach_states_caption")}</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {t("home_reach_state")}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("home_reach_branches")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reach.states.map((row) => (
                    <tr key={row.code} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <SiteLink to={row.href} className="text-brand-700 underline underline-offset-4">
                          {row.name}
                        </SiteLink>
                      </th>
                      <td className="py-2 text-right tabular-nums">{row.branches}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
      </div>
    </section>
  );
}
