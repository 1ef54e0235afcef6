/**
 * Compare plans (issue 11): up to three plans side by side, the rows from
 * content (healthplans), the premium row from the saved quote when the
 * comparison came from one. At 375 px the table scrolls sideways inside a
 * labelled region with the row names kept in view.
 */
import { Form } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { HEALTH_STEP_PATHS, JOURNEY_START_PATH, journeyQuery } from "@contracts/health/health-journey";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { secondaryButton } from "~/ui/form-parts";
import { formatRupees, formatSumInsured } from "./quote-format";

export interface CompareData {
  rows: string[];
  columns: {
    key: string;
    name: string;
    summary: string;
    values: string[];
    premium: number | null;
    sumInsured: number | null;
  }[];
  choices: { key: string; name: string }[];
  quoteId: string | null;
  lang: Lang;
  path: string;
}

export function CompareView({ rows, columns, choices, quoteId, lang, path }: CompareData) {
  const t = usePhrases();
  const chosen = new Set(columns.map((c) => c.key));
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12" data-compare="">
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption id="compare-caption" className="p-4 text-left text-lg font-bold text-brand-900">
            {t("health_compare_caption")}
          </caption>
          <thead>
            <tr className="bg-brand-50">
              <th
                scope="col"
                className="sticky left-0 z-10 w-36 bg-brand-50 p-3 text-left font-semibold text-slate-700"
              >
                {t("health_compare_feature")}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="p-3 text-left align-top" data-compare-plan={column.key}>
                  <span className="block text-base font-bold text-brand-900">{column.name}</span>
                  <span className="mt-1 block font-normal text-slate-600">{column.summary}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 z-10 bg-white p-3 text-left font-semibold text-slate-800">
                {t("health_compare_premium")}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="p-3 align-top" data-compare-premium={column.premium ?? ""}>
                  {column.premium !== null && column.sumInsured !== null ? (
                    <>
                      <strong className="text-base text-slate-900">{formatRupees(column.premium, lang)}</strong>
                      <span className="block text-slate-600">
                        {t("health_compare_premium_for", { sum: formatSumInsured(column.sumInsured, lang, t) })}
                      </span>
                    </>
                  ) : (
                    <SiteLink
                      to={localizePath(JOURNEY_START_PATH, lang)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("health_get_quote")}
                    </SiteLink>
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row, r) => (
              <tr key={row} className="border-t border-slate-200">
                <th scope="row" className="sticky left-0 z-10 bg-white p-3 text-left font-semibold text-slate-800">
                  {t(`health_feature_${row}`)}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="p-3 align-top text-slate-800">
                    {column.values[r] || "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="get" action={path} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        {quoteId && <input type="hidden" name="quote" value={quoteId} />}
        <fieldset>
          <legend className="font-semibold text-slate-900">{t("health_compare_pick", { max: 3 })}</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {choices.map((choice) => (
              <label
                key={choice.key}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3"
              >
                <input
                  type="checkbox"
                  name="plans"
                  value={choice.key}
                  defaultChecked={chosen.has(choice.key)}
                  className="size-5 accent-brand-700"
                />
                {choice.name}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`${secondaryButton} mt-4`}>
          {t("health_compare_button")}
        </button>
      </Form>
      {quoteId && (
        <SiteLink
          to={`${localizePath(HEALTH_STEP_PATHS[6], lang)}${journeyQuery({}, { quote: quoteId })}`}
          className="mt-4 inline-block font-semibold text-brand-700 underline"
        >
          {t("health_back_to_plans")}
        </SiteLink>
      )}
    </div>
  );
}
