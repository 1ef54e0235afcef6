/**
 * A car guide's worked example (issue 12): what both cases share, then the
 * two premiums side by side (one after the other on a phone), each itemised
 * by `PremiumBreakdown`, and what the second costs more or less.
 */
import { usePhrases } from "~/i18n/phrases";
import { formatRupees } from "~/text/amounts";
import { PremiumBreakdown } from "~/motor-quote/premium-breakdown";
import type { Lang } from "@contracts/i18n/languages";
import { POLICY_TYPE_KEYS, ageText, columnTitles, differenceText } from "./example-text";
import { formatNumber } from "~/text/amounts";
import type { SharedFacts } from "./guide-example";
import type { WorkedExample } from "./motor-guide.server";

type T = ReturnType<typeof usePhrases>;

function factRows(facts: SharedFacts, lang: Lang, t: T): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (facts.cc !== undefined)
    rows.push({ label: t("motor_cc_label"), value: t("motor_engine_cc", { cc: formatNumber(facts.cc, lang) }) });
  if (facts.kw !== undefined)
    rows.push({ label: t("motor_kw_label"), value: t("motor_power_kw", { kw: formatNumber(facts.kw, lang) }) });
  if (facts.exShowroomPrice !== undefined)
    rows.push({ label: t("motor_ex_showroom_price"), value: formatRupees(facts.exShowroomPrice, lang) });
  if (facts.ageMonths !== undefined)
    rows.push({ label: t("motor_vehicle_age"), value: ageText(facts.ageMonths, lang, t) });
  if (facts.rto)
    rows.push({
      label: t("motor_rto_label"),
      value: t("motor_example_rto_value", { code: facts.rto.code, city: facts.rto.city, zone: facts.rto.zone }),
    });
  if (facts.policyType)
    rows.push({ label: t("motor_policy_type_legend"), value: t(POLICY_TYPE_KEYS[facts.policyType]) });
  if (facts.previousNcb !== undefined)
    rows.push({ label: t("motor_example_ncb_label"), value: `${formatNumber(facts.previousNcb, lang)}%` });
  if (facts.claimLastYear !== undefined)
    rows.push({ label: t("motor_example_claim_label"), value: t(facts.claimLastYear ? "motor_yes" : "motor_no") });
  if (facts.addons.length)
    rows.push({
      label: t("motor_addons_legend"),
      value: facts.addons.map((key) => t(`motor_addon_${key}`)).join(", "),
    });
  return rows;
}

export function WorkedExampleView({ example, lang }: { example: WorkedExample; lang: Lang }) {
  const t = usePhrases();
  const titles = columnTitles(example.contrast, lang, t);
  const [first, second] = example.columns;
  const rows = factRows(example.facts, lang, t);
  return (
    <section
      aria-labelledby="worked-example-heading"
      className="mt-12 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-worked-example={example.contrast.kind}
    >
      <h2 id="worked-example-heading" className="scroll-mt-24 text-2xl font-bold text-brand-900">
        {t("motor_example_heading")}
      </h2>
      {example.title && <h3 className="mt-2 text-lg font-semibold text-slate-900">{example.title}</h3>}
      {example.intro && <p className="mt-2 leading-relaxed text-slate-700">{example.intro}</p>}
      {rows.length > 0 && (
        <div className="mt-5 rounded-xl bg-slate-50 p-3 sm:p-4">
          <h4 className="text-sm font-semibold text-slate-700">{t("motor_example_same_heading")}</h4>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-example-facts="">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="font-semibold text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        {example.columns.map((column, index) => (
          <div
            key={index}
            className="rounded-xl border border-slate-200 p-3 sm:p-4"
            data-example-column={index === 0 ? "first" : "second"}
          >
            <PremiumBreakdown
              lines={column.lines}
              total={column.total}
              totalKey="motor_breakdown_total"
              lang={lang}
              caption={titles[index]!}
            />
          </div>
        ))}
      </div>
      <p className="mt-5 rounded-lg bg-brand-50 p-4 font-semibold text-brand-900" data-example-difference="">
        {differenceText(first.total, second.total, titles[1], lang, t)}
      </p>
      <p className="mt-3 text-sm text-slate-600">{t("motor_example_note")}</p>
    </section>
  );
}
