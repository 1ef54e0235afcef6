/**
 * A saved motor quote's page (`/cardetails/{quote identifier}`, the quote's
 * address in the Recent Quote panel): its number and date, the vehicle, the
 * premium as priced when saved, "Buy now", and "Change answers", which
 * starts a journey from the quote (or opens the calculator with its answers).
 */
import { useEffect } from "react";
import { Form } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { storeLastQuote } from "~/recent-quote/last-quote";
import { formatDisplayDate } from "~/text/display-date";
import { localizePath } from "@contracts/i18n/languages";
import { BIKE_CALCULATOR_PATH, CAR_CALCULATOR_PATH, stepPath } from "@contracts/motor/motor-journey";
import { primaryButton, secondaryButton } from "~/ui/form-parts";
import type { MotorPageData } from "./motor-quote.server";
import { CarSummaryBox } from "./journey-frame";
import { PremiumPanel } from "./cover-form";
import { engineText, formatRupees } from "./motor-format";

type Data = Extract<MotorPageData, { kind: "saved" }>;

function buyAddress(base: string, identifier: string, plan: string): string {
  const mark = base.includes("?") ? "&" : "?";
  return `${base}${mark}${new URLSearchParams({ quote: identifier, plan }).toString()}`;
}

export function SavedMotorQuoteView({ data }: { data: Data }) {
  const t = usePhrases();
  const { quote, lang } = data;
  // the last-quote record (spec 3): the footer's Recent Quote panel offers this quote on every page
  useEffect(() => {
    storeLastQuote({ identifier: quote.identifier, crtdate: quote.crtdate, productid: quote.productid });
  }, [quote.identifier, quote.crtdate, quote.productid]);
  const calculator = quote.vehicleType === "bike" ? BIKE_CALCULATOR_PATH : CAR_CALCULATOR_PATH;
  const premium = { ...quote.premium, vehicle: { cc: quote.cc, kw: quote.kw, exShowroomPrice: quote.price } };
  return (
    <div data-motor-saved={quote.quoteNo}>
      <section className="mb-6 rounded-2xl border border-green-300 bg-green-50 p-5" aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="text-xl font-bold text-green-900">
          {t("motor_quote_saved")}
        </h2>
        <p className="mt-1 text-slate-800">
          {t("motor_quote_number")}: <strong data-quote-number="">{quote.quoteNo}</strong> ·{" "}
          {t("motor_saved_on", { date: formatDisplayDate(quote.crtdate, lang) })}
        </p>
        <p className="mt-2 text-slate-700">{t("motor_saved_intro")}</p>
      </section>
      {data.car ? (
        <CarSummaryBox car={data.car} identifier={data.identifier} lang={lang} upTo="details" readOnly />
      ) : (
        <p className="mb-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
          {t(`motor_vehicle_${quote.vehicleType}`)}:{" "}
          {t("motor_calculator_vehicle", {
            engine: engineText(quote.cc, quote.kw, lang, t),
            price: quote.price ? formatRupees(quote.price, lang) : "—",
          })}
          {quote.rto ? ` · ${t("motor_rto_city", { city: quote.rto.city })}` : ""}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-3 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p>
            <span className="text-slate-600">{t("motor_policy_type_legend")}: </span>
            <strong>{t(`motor_policy_${quote.policyType.replace("-", "_")}`)}</strong>
          </p>
          {quote.addons.length > 0 && (
            <p>
              <span className="text-slate-600">{t("motor_addons_legend")}: </span>
              <strong>{quote.addons.map((a) => t(`motor_addon_${a}`)).join(", ")}</strong>
            </p>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            <a
              href={buyAddress(data.buyOnlineUrl, quote.identifier, quote.productid)}
              className={primaryButton}
              data-buy=""
            >
              {t("motor_buy_now")}
            </a>
            {quote.fromCalculator ? (
              <SiteLink to={`${localizePath(calculator, lang)}${quote.calculatorQuery}`} className={secondaryButton}>
                {t("motor_change_answers")}
              </SiteLink>
            ) : (
              <Form method="post" action={localizePath(stepPath("details", quote.identifier), lang)}>
                <button
                  type="submit"
                  name="intent"
                  value="change"
                  className={`${secondaryButton} min-h-12`}
                  data-change=""
                >
                  {t("motor_change_answers")}
                </button>
              </Form>
            )}
          </div>
        </div>
        <PremiumPanel premium={premium} errors={{}} busy={false} lang={lang} />
      </div>
    </div>
  );
}
