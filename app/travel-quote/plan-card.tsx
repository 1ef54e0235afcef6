/**
 * One priced travel plan (issue 12): its name in the page's language, sum
 * insured, premium with GST, the itemised premium (motor-quote's
 * PremiumBreakdown, as every quote page shows it) and, on a saved quote,
 * "Buy now" to the buy-online target.
 */
import { usePhrases } from "~/i18n/phrases";
import { PremiumBreakdown } from "~/motor-quote/premium-breakdown";
import { formatRupees } from "~/text/amounts";
import { primaryButton } from "~/ui/form-parts";
import type { Lang } from "@contracts/i18n/languages";
import type { TravelPlanPremium } from "@contracts/travel/travel-service";
import { formatUsd } from "./travel-format";

/** The buy-online target with the quote and plan (spec 7 "Links"; configuration), as the health plans do. */
export function buyAddress(base: string, identifier: string, plan: string): string {
  const mark = base.includes("?") ? "&" : "?";
  return `${base}${mark}${new URLSearchParams({ quote: identifier, plan }).toString()}`;
}

export function PlanCard({
  plan,
  name,
  lang,
  chosen,
  buyHref,
}: {
  plan: TravelPlanPremium;
  name: string;
  lang: Lang;
  /** The plan the visitor came for (`?plan=`) or saved the quote for. */
  chosen: boolean;
  buyHref: string | null;
}) {
  const t = usePhrases();
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        chosen ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
      }`}
      data-plan={plan.productKey}
      data-chosen={chosen ? "" : undefined}
    >
      {chosen && (
        <p className="mb-2 self-start rounded-full bg-accent-400 px-3 py-0.5 text-sm font-semibold text-brand-900">
          {t("travel_chosen_plan")}
        </p>
      )}
      <h3 className="text-lg font-bold text-brand-900">{name}</h3>
      <p className="text-sm text-slate-700">
        {t("travel_sum_insured")}: <strong className="text-slate-900">{formatUsd(plan.sumInsured, lang, t)}</strong>
      </p>
      <p className="mt-3">
        <span className="block text-sm text-slate-700">{t("travel_premium_with_gst")}</span>
        <span className="text-2xl font-bold text-slate-900" data-plan-premium={plan.totalPremium}>
          {formatRupees(plan.totalPremium, lang)}
        </span>
      </p>
      <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-breakdown="">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-900">
          {t("travel_breakdown_title")}
        </summary>
        <div className="mt-2">
          <PremiumBreakdown
            lines={plan.breakdown}
            total={plan.totalPremium}
            totalKey="travel_breakdown_total"
            lang={lang}
            caption={t("travel_breakdown_caption", { plan: name })}
          />
        </div>
      </details>
      {buyHref && (
        <div className="mt-auto pt-4">
          <a href={buyHref} className={`${primaryButton} w-full`} data-buy={plan.productKey}>
            {t("travel_buy_now")}
            <span className="sr-only">: {name}</span>
          </a>
        </div>
      )}
    </li>
  );
}
