/**
 * An itemised premium (issue 12): each line of the engine's breakdown in the
 * page's language, its amount, and the total. The motor journey, the car and
 * bike calculators, the car guides' worked examples and the travel plans
 * show premiums through it, so a line reads the same everywhere.
 */
import { usePhrases } from "~/i18n/phrases";
import { formatNumber, formatRupees } from "~/text/amounts";
import type { Lang } from "@contracts/i18n/languages";

export interface BreakdownLine {
  key: string;
  amount: number;
  values?: Record<string, number>;
}

/** The text of a line: its keyword with its values, and for own damage the rate beside it. */
export function lineText(line: BreakdownLine, t: ReturnType<typeof usePhrases>, lang: Lang): string {
  const values = Object.fromEntries(
    Object.entries(line.values ?? {}).map(([name, value]) => [name, formatNumber(value, lang)]),
  );
  const label = t(line.key, values);
  if (line.key === "motor_breakdown_od" && line.values?.rate !== undefined)
    return `${label} (${t("motor_breakdown_od_rate", values)})`;
  return label;
}

export function PremiumBreakdown({
  lines,
  total,
  totalKey,
  lang,
  caption,
  id,
}: {
  lines: readonly BreakdownLine[];
  total: number;
  /** The total line's keyword (motor_breakdown_total, travel_breakdown_total). */
  totalKey: string;
  lang: Lang;
  /** The table's caption (visible heading of the breakdown). */
  caption: string;
  id?: string;
}) {
  const t = usePhrases();
  return (
    <table className="w-full text-sm" id={id} data-premium-breakdown="">
      <caption className="pb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
      <tbody className="divide-y divide-slate-200">
        {lines.map((line, index) => (
          <tr key={`${line.key}-${index}`} data-breakdown-line={line.key}>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
              {lineText(line, t, lang)}
            </th>
            <td className={`py-2 text-right tabular-nums ${line.amount < 0 ? "text-green-800" : "text-slate-900"}`}>
              {line.amount < 0 ? `− ${formatRupees(-line.amount, lang)}` : formatRupees(line.amount, lang)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-slate-300">
          <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
            {t(totalKey)}
          </th>
          <td className="py-2 text-right text-base font-bold tabular-nums text-slate-900" data-breakdown-total={total}>
            {formatRupees(total, lang)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
