/**
 * Step 6: the plans of a saved quote (issue 11), cheapest first, each with
 * its sum insured, premium with GST and an itemised breakdown; a sum insured
 * filter; up to three plans chosen to compare; buying hands over to the
 * buy-online target with the quote's identifier.
 */
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { storeLastQuote } from "~/recent-quote/last-quote";
import {
  COMPARE_PLANS_PATH,
  HEALTH_STEP_PATHS,
  journeyQuery,
  type JourneyAnswers,
} from "@contracts/health/health-journey";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import type { PlanView } from "./health-quote.server";
import { primaryButton, secondaryButton } from "~/ui/form-parts";
import { describeMembers, formatRupees, formatSiRange, formatSumInsured } from "./quote-format";

const MAX_COMPARED = 3;

export interface PlansData {
  quote: {
    quoteNo: string;
    identifier: string;
    crtdate: string;
    productid: string;
    answers: JourneyAnswers;
    ratingVersion: number;
  };
  plans: PlanView[];
  sums: number[];
  filter: number | null;
  buyOnlineUrl: string;
  lang: Lang;
}

/** The buy-online target with the quote and plan (spec 7 "Links"; configuration). */
function buyAddress(base: string, identifier: string, plan: string): string {
  const mark = base.includes("?") ? "&" : "?";
  return `${base}${mark}${new URLSearchParams({ quote: identifier, plan }).toString()}`;
}

export function PlansView({ quote, plans, sums, filter, buyOnlineUrl, lang }: PlansData) {
  const t = usePhrases();
  const [compared, setCompared] = useState<string[]>([]);
  // the last-quote record (spec 3), so the footer's Recent Quote panel offers this quote on every page
  useEffect(() => {
    storeLastQuote({ identifier: quote.identifier, crtdate: quote.crtdate, productid: quote.productid });
  }, [quote.identifier, quote.crtdate, quote.productid]);
  const here = localizePath(HEALTH_STEP_PATHS[6], lang);
  const answers = quote.answers;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12" data-health-plans="">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm text-slate-600">
          {t("health_quote_number")}{" "}
          <strong className="text-slate-900" data-quote-no="">
            {quote.quoteNo}
          </strong>
        </p>
        <p className="mt-1 text-slate-800">
          {describeMembers(answers.members, lang, t)} · {t("health_summary_age")}: {answers.age} ·{" "}
          {formatSiRange(answers.si, lang, t)} · {answers.pincode}
        </p>
        <SiteLink
          to={`${localizePath(HEALTH_STEP_PATHS[1], lang)}${journeyQuery(answers)}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t("health_edit_answers")}
        </SiteLink>
      </section>

      {sums.length > 1 && (
        <nav aria-label={t("health_filter_label")} className="mt-6">
          <p className="text-sm font-semibold text-slate-900">{t("health_filter_label")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            <li>
              <FilterChip to={`${here}${journeyQuery({}, { quote: quote.identifier })}`} current={filter === null}>
                {t("health_filter_all")}
              </FilterChip>
            </li>
            {sums.map((sum) => (
              <li key={sum}>
                <FilterChip
                  to={`${here}${journeyQuery({}, { quote: quote.identifier, sum: String(sum) })}`}
                  current={filter === sum}
                >
                  {formatSumInsured(sum, lang, t)}
                </FilterChip>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {plans.length === 0 ? (
        <p className="mt-8 rounded-xl bg-amber-50 p-5 text-amber-900" data-no-plans="">
          {t("health_no_plans")}{" "}
          <SiteLink
            to={`${localizePath(HEALTH_STEP_PATHS[1], lang)}${journeyQuery(answers)}`}
            className="font-semibold underline"
          >
            {t("health_edit_answers")}
          </SiteLink>
        </p>
      ) : (
        <Form method="get" action={localizePath(COMPARE_PLANS_PATH, lang)} className="mt-6">
          <input type="hidden" name="quote" value={quote.identifier} />
          <h2 className="sr-only">{t("health_plans_heading")}</h2>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => {
              const id = `${plan.productKey}-${plan.sumInsured}`;
              const checked = compared.includes(plan.productKey);
              return (
                <li
                  key={id}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-plan={plan.productKey}
                >
                  <h3 className="text-lg font-bold text-brand-900">{plan.name}</h3>
                  <p className="text-sm text-slate-600">
                    {t("health_sum_insured")}:{" "}
                    <strong className="text-slate-900">{formatSumInsured(plan.sumInsured, lang, t)}</strong>
                  </p>
                  <p className="mt-3">
                    <span className="text-2xl font-bold text-slate-900" data-plan-premium={plan.totalPremium}>
                      {formatRupees(plan.totalPremium, lang)}
                    </span>{" "}
                    <span className="text-sm text-slate-600">{t("health_per_year_with_gst")}</span>
                  </p>
                  {plan.highlights.length > 0 && (
                    <dl className="mt-3 space-y-1 text-sm">
                      {plan.highlights.map((h) => (
                        <div key={h.row}>
                          <dt className="inline font-semibold text-slate-800">{t(`health_feature_${h.row}`)}: </dt>
                          <dd className="inline text-slate-700">{h.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-breakdown="">
                    <summary className="cursor-pointer font-semibold text-brand-900">
                      {t("health_breakdown_title")}
                    </summary>
                    <table className="mt-2 w-full">
                      <caption className="sr-only">{t("health_breakdown_caption", { plan: plan.name })}</caption>
                      <tbody>
                        {plan.breakdown.map((line) => (
                          <tr key={line.label}>
                            <th scope="row" className="py-0.5 text-left font-normal text-slate-700">
                              {t(line.key ?? line.label)}
                            </th>
                            <td className="py-0.5 text-right tabular-nums text-slate-900">
                              {formatRupees(line.amount, lang)}
                            </td>
                          </tr>
                        ))}
                        <tr className="border-t border-slate-300">
                          <th scope="row" className="pt-1 text-left font-bold text-slate-900">
                            {t("health_breakdown_total")}
                          </th>
                          <td className="pt-1 text-right font-bold tabular-nums text-slate-900">
                            {formatRupees(plan.totalPremium, lang)}
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </details>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
                    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                      <input
                        type="checkbox"
                        name="plans"
                        value={plan.productKey}
                        checked={checked}
                        disabled={!checked && compared.length >= MAX_COMPARED}
                        onChange={() =>
                          setCompared((now) =>
                            now.includes(plan.productKey)
                              ? now.filter((k) => k !== plan.productKey)
                              : [...now, plan.productKey],
                          )
                        }
                        className="size-5 accent-brand-700"
                      />
                      {t("health_compare_choose")}
                    </label>
                    <a
                      href={buyAddress(buyOnlineUrl, quote.identifier, plan.productKey)}
                      className={primaryButton}
                      data-buy={plan.productKey}
                    >
                      {t("health_buy_now")}
                      <span className="sr-only">: {plan.name}</span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-4 shadow-lg">
            <p className="text-sm text-slate-700" aria-live="polite">
              {t("health_compare_hint", { max: MAX_COMPARED })}
            </p>
            <button type="submit" className={secondaryButton} data-compare-submit="">
              {t("health_compare_button")}
            </button>
          </div>
        </Form>
      )}
      <p className="mt-6 text-xs text-slate-600">{t("health_rating_note", { version: quote.ratingVersion })}</p>
    </div>
  );
}

function FilterChip({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <SiteLink
      to={to}
      aria-current={current ? "true" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
        current
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
      }`}
    >
      {children}
    </SiteLink>
  );
}
