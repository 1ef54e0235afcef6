/**
 * /unclaimed-policy-details (issue 16, decision 060): the search for an unclaimed amount by
 * policy number, the holder's name and date of birth. A plain form posting to the page's action,
 * so it works before hydration; the answer (the amounts, none found, or what to correct) is
 * server-rendered and private.
 */
import { Form } from "react-router";
import { UNCLAIMED_FIELDS } from "@contracts/regulatory/regulatory-params";
import type { UnclaimedResult } from "@contracts/regulatory/unclaimed";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import { formatRupees } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import { FormAlert, primaryButton, TextField } from "~/ui/form-parts";
import type { UnclaimedPageData } from "./regulatory.server";

const INPUT: Record<(typeof UNCLAIMED_FIELDS)[number], React.InputHTMLAttributes<HTMLInputElement>> = {
  policy: { autoComplete: "off", spellCheck: false, maxLength: 40, autoCapitalize: "characters" },
  name: { autoComplete: "name", maxLength: 80 },
  dob: { type: "date", autoComplete: "bday", min: "1900-01-01" },
};

function Answer({ result, lang }: { result: UnclaimedResult; lang: UnclaimedPageData["lang"] }) {
  const t = usePhrases();
  switch (result.state) {
    case "found":
      return (
        <section
          aria-labelledby="unclaimed-found"
          className="mt-6 rounded-xl border border-emerald-700 bg-emerald-50 p-5"
          data-unclaimed="found"
        >
          <h3 id="unclaimed-found" className="text-lg font-bold text-emerald-900" role="status">
            {t("unclaimed_found", { policy: result.policy })}
          </h3>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t("unclaimed_found", { policy: result.policy })}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("unclaimed_kind")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("unclaimed_amount")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("unclaimed_due_since")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.amounts.map((a, i) => (
                <tr key={i} className="border-t border-emerald-200" data-unclaimed-amount={a.amount}>
                  <td className="py-2 pr-4">{t(`unclaimed_kind_${a.kind.replaceAll("-", "_")}`)}</td>
                  <td className="py-2 pr-4 font-semibold">{formatRupees(a.amount, lang)}</td>
                  <td className="py-2">{a.dueSince ? formatDisplayDate(a.dueSince, lang) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-slate-800">
            {t("unclaimed_as_on", { date: formatDisplayDate(result.asOn, lang) })}
          </p>
          <h4 className="mt-4 font-semibold text-slate-900">{t("unclaimed_how_heading")}</h4>
          <p className="mt-1 text-sm text-slate-800">{t("unclaimed_how")}</p>
        </section>
      );
    case "none":
      return (
        <p
          role="status"
          className="mt-6 rounded-xl border border-slate-300 bg-white p-5 text-slate-900"
          data-unclaimed="none"
        >
          {t("unclaimed_none", { policy: result.policy })}
        </p>
      );
    case "limited":
      return <FormAlert message="unclaimed_limited" />;
    case "unavailable":
      return <FormAlert message="unclaimed_unavailable" />;
    case "invalid":
      return null;
  }
}

export function UnclaimedPage({ data, result }: { data: UnclaimedPageData; result: UnclaimedResult | null }) {
  const t = usePhrases();
  const { seo, lang } = data;
  const invalid = result?.state === "invalid" ? result : null;
  return (
    <article data-page="unclaimed">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          id="unclaimed-search"
          aria-labelledby="unclaimed-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="unclaimed-heading" className="text-2xl font-bold text-brand-900">
            {t("unclaimed_heading")}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t("unclaimed_intro")}</p>
          <Form
            method="post"
            action="#unclaimed-search"
            className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2"
            noValidate
          >
            {UNCLAIMED_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`unclaimed-${field}`}
                name={field}
                required
                label={t(`unclaimed_label_${field}`)}
                hint={t(`unclaimed_hint_${field}`)}
                error={invalid?.problems[field]}
                defaultValue={invalid?.values[field] ?? ""}
                className={field === "policy" ? "sm:col-span-2" : undefined}
                {...INPUT[field]}
              />
            ))}
            <div className="sm:col-span-2">
              <button type="submit" className={primaryButton}>
                {t("unclaimed_search_button")}
              </button>
            </div>
          </Form>
          {result && <Answer result={result} lang={lang} />}
        </section>
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}
