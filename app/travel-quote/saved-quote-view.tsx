/**
 * A saved travel quote (`?quote=`, issue 12): its number and date, the trip,
 * the plans priced then, each with "Buy now" to the buy-online target; the
 * last-quote record is stored so the footer's Recent Quote panel offers it.
 */
import { useEffect } from "react";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { formatDisplayDate } from "~/text/display-date";
import { storeLastQuote } from "~/recent-quote/last-quote";
import { TalkToExpertsButton } from "~/lead/talk-to-experts-button";
import { secondaryButton } from "~/ui/form-parts";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import type { TravelPremiumRequest } from "@contracts/travel/travel-quote";
import { TRAVEL_CALCULATOR_PATH, type TravelPlanPremium } from "@contracts/travel/travel-service";
import { requestQuery } from "./travel-answers";
import { describeLength, describeTravellers, formatUsd, regionKey, tripTypeKey } from "./travel-format";
import { PlanCard, buyAddress } from "./plan-card";

/** The lead form's product for a call back about a travel quote (leadproducts "Travel"). */
const LEAD_PRODUCT = "Travel";

export interface SavedQuoteData {
  quote: {
    quoteNo: string;
    identifier: string;
    crtdate: string;
    productid: string;
    parameters: TravelPremiumRequest;
    planKey: string | null;
    plans: TravelPlanPremium[];
  };
  buyOnlineUrl: string;
  planNames: Record<string, string>;
  lang: Lang;
}

export function SavedQuoteView({ quote, buyOnlineUrl, planNames, lang }: SavedQuoteData) {
  const t = usePhrases();
  useEffect(() => {
    storeLastQuote({ identifier: quote.identifier, crtdate: quote.crtdate, productid: quote.productid });
  }, [quote.identifier, quote.crtdate, quote.productid]);
  const trip = quote.parameters;
  const plans = [...quote.plans].sort(
    (a, b) => Number(b.productKey === quote.planKey) - Number(a.productKey === quote.planKey),
  );
  const change = `${localizePath(TRAVEL_CALCULATOR_PATH, lang)}?${requestQuery(trip, quote.planKey)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12" data-travel-saved="">
      <section
        aria-labelledby="travel-saved-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="travel-saved-heading" className="text-xl font-bold text-brand-900">
          {t("travel_quote_saved")}
        </h2>
        <p className="mt-1 text-slate-700">{t("travel_saved_intro")}</p>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-700">{t("travel_quote_number")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-quote-no="">
              {quote.quoteNo}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t("travel_quote_date")}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatDisplayDate(quote.crtdate, lang)}</dd>
          </div>
        </dl>
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" data-trip-summary="">
          {[
            t(tripTypeKey(trip.tripType)),
            t(regionKey(trip.region)),
            describeLength(trip, lang, t),
            describeTravellers(trip.travellers, lang, t),
            `${t("travel_sum_insured")}: ${formatUsd(trip.sumInsured, lang, t)}`,
          ].map((fact) => (
            <li key={fact} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <SiteLink to={change} className={secondaryButton} data-change-trip="">
            {t("travel_change_trip")}
          </SiteLink>
          <TalkToExpertsButton productValue={LEAD_PRODUCT} className={secondaryButton}>
            {t("travel_call_back")}
          </TalkToExpertsButton>
        </div>
      </section>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("travel_saved_plans_heading")}</h2>
      {plans.length === 0 ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-5 text-amber-900" data-no-plans="">
          {t("travel_no_plans")}
        </p>
      ) : (
        <ul className="mt-4 grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.productKey}
              plan={plan}
              name={planNames[plan.productKey] || plan.planName}
              lang={lang}
              chosen={plan.productKey === quote.planKey}
              buyHref={buyAddress(buyOnlineUrl, quote.identifier, plan.productKey)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
