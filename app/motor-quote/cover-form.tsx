/**
 * The cover questions of the car details step and the calculators (issue
 * 12), the premium beside them, and the call-back fields of a saved quote.
 * The fields are plain form controls (they post, or GET, without scripts);
 * with scripts, `useLivePremium` asks `POST /api/motor/premiums` as answers
 * change and the panel shows the new premium in place.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { usePhrases } from "~/i18n/phrases";
import type { Lang } from "@contracts/i18n/languages";
import { ADDON_KEYS, NCB_STEPS, POLICY_TYPES, PREVIOUS_POLICY, nextNcb } from "@contracts/motor/motor-quote";
import { MOTOR_FORM_MARKER, checkPremiumRequest, type CoverAnswers } from "@contracts/motor/motor-journey";
import type { MotorPremiumAnswer } from "@contracts/motor/motor-service";
import { FieldError, FormAlert, inputClass } from "~/ui/form-parts";
import { PremiumBreakdown } from "./premium-breakdown";
import { ageText, formatRupees } from "./motor-format";

type T = ReturnType<typeof usePhrases>;

const radioClass = "size-5 shrink-0 accent-brand-700";
const choiceClass =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** The cover questions. `brandNew` leaves out the previous policy (a new car has none). */
export function CoverFields({
  cover,
  onChange,
  errors,
  premium,
  brandNew = false,
  lang,
}: {
  cover: CoverAnswers;
  onChange: (cover: CoverAnswers) => void;
  errors: Record<string, string>;
  premium: MotorPremiumAnswer | null;
  brandNew?: boolean;
  lang: Lang;
}) {
  const t = usePhrases();
  const set = (changes: Partial<CoverAnswers>) => onChange({ ...cover, ...changes });
  const previous = cover.previousPolicy ?? "active";
  const policyType = cover.policyType ?? "comprehensive";
  const unavailable = new Set(premium?.unavailableAddons ?? []);
  return (
    <div className="space-y-6">
      <input type="hidden" name={MOTOR_FORM_MARKER} value="1" />
      {!brandNew && (
        <fieldset aria-describedby={describedBy("previous-hint", errors.previousPolicy && "previous-error")}>
          <legend className="font-semibold text-slate-900">{t("motor_previous_legend")}</legend>
          <p id="previous-hint" className="mt-1 text-sm text-slate-600">
            {t("motor_previous_hint")}
          </p>
          <div className="mt-2 grid gap-2">
            {PREVIOUS_POLICY.map((value) => (
              <label key={value} className={choiceClass}>
                <input
                  type="radio"
                  name="previousPolicy"
                  value={value}
                  checked={previous === value}
                  onChange={() => set({ previousPolicy: value })}
                  className={radioClass}
                />
                <span>{t(`motor_previous_${value}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id="previous-error" message={errors.previousPolicy} />
        </fieldset>
      )}
      {!brandNew && previous === "active" && (
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="motor-ncb" className="block font-semibold text-slate-900">
              {t("motor_ncb_legend")}
            </label>
            <select
              id="motor-ncb"
              name="previousNcb"
              value={cover.previousNcb ?? ""}
              onChange={(event) => set({ previousNcb: Number(event.target.value) as CoverAnswers["previousNcb"] })}
              aria-invalid={errors.previousNcb ? true : undefined}
              aria-describedby={errors.previousNcb ? "ncb-error" : undefined}
              className={inputClass(Boolean(errors.previousNcb))}
            >
              <option value="" disabled>
                —
              </option>
              {NCB_STEPS.map((step) => (
                <option key={step} value={step}>
                  {step}%
                </option>
              ))}
            </select>
            <FieldError id="ncb-error" message={errors.previousNcb} />
          </div>
          <fieldset aria-describedby={errors.claimLastYear ? "claim-error" : undefined}>
            <legend className="font-semibold text-slate-900">{t("motor_claim_legend")}</legend>
            <div className="mt-2 flex gap-3">
              {(["no", "yes"] as const).map((value) => (
                <label key={value} className={`${choiceClass} flex-1 items-center`}>
                  <input
                    type="radio"
                    name="claimLastYear"
                    value={value}
                    checked={cover.claimLastYear === (value === "yes")}
                    onChange={() => set({ claimLastYear: value === "yes" })}
                    className={radioClass}
                  />
                  <span>{t(`motor_${value}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="claim-error" message={errors.claimLastYear} />
          </fieldset>
        </div>
      )}
      {!brandNew && previous === "active" && cover.previousNcb !== undefined && cover.claimLastYear !== undefined && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-ncb-now="">
          {t("motor_ncb_this_policy", { percent: nextNcb(cover.previousNcb, cover.claimLastYear) })}
        </p>
      )}
      <fieldset aria-describedby={errors.policyType ? "policy-error" : undefined}>
        <legend className="font-semibold text-slate-900">{t("motor_policy_type_legend")}</legend>
        <div className="mt-2 grid gap-2">
          {POLICY_TYPES.filter((type) => !brandNew || type !== "own-damage").map((type) => {
            const key = type.replace("-", "_");
            return (
              <label key={type} className={choiceClass}>
                <input
                  type="radio"
                  name="policyType"
                  value={type}
                  checked={policyType === type}
                  onChange={() => set({ policyType: type })}
                  aria-describedby={`policy-${type}-hint`}
                  className={`${radioClass} mt-0.5`}
                />
                <span>
                  <span className="block font-medium text-slate-900">{t(`motor_policy_${key}`)}</span>
                  <span id={`policy-${type}-hint`} className="block text-sm text-slate-600">
                    {t(`motor_policy_${key}_hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id="policy-error" message={errors.policyType} />
      </fieldset>
      {policyType === "own-damage" && (
        <div>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="thirdPartyActive"
              value="1"
              checked={cover.thirdPartyActive === true}
              onChange={(event) => set({ thirdPartyActive: event.target.checked })}
              aria-invalid={errors.thirdPartyActive ? true : undefined}
              aria-describedby={errors.thirdPartyActive ? "tp-error" : undefined}
              className={radioClass}
            />
            <span>{t("motor_third_party_active_label")}</span>
          </label>
          <FieldError id="tp-error" message={errors.thirdPartyActive} />
        </div>
      )}
      {policyType !== "third-party" && (
        <fieldset aria-describedby={errors.addons ? "addons-error" : undefined}>
          <legend className="font-semibold text-slate-900">{t("motor_addons_legend")}</legend>
          <div className="mt-2 grid gap-2">
            {ADDON_KEYS.map((key) => {
              const blocked = unavailable.has(key);
              const amount = premium?.addons.find((a) => a.key === key)?.amount;
              return (
                <label key={key} className={`${choiceClass} ${blocked ? "opacity-70" : ""}`} data-addon={key}>
                  <input
                    type="checkbox"
                    name="addon"
                    value={key}
                    checked={cover.addons.includes(key) && !blocked}
                    disabled={blocked}
                    onChange={(event) =>
                      set({
                        addons: event.target.checked
                          ? ADDON_KEYS.filter((k) => k === key || cover.addons.includes(k))
                          : cover.addons.filter((k) => k !== key),
                      })
                    }
                    aria-describedby={`addon-${key}-hint`}
                    className={`${radioClass} mt-0.5`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap justify-between gap-x-2 font-medium text-slate-900">
                      <span>{t(`motor_addon_${key}`)}</span>
                      {amount !== undefined && <span className="tabular-nums">+ {formatRupees(amount, lang)}</span>}
                    </span>
                    <span id={`addon-${key}-hint`} className="block text-sm text-slate-600">
                      {blocked ? t("motor_addon_unavailable_age") : t(`motor_addon_${key}_hint`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError id="addons-error" message={errors.addons} />
        </fieldset>
      )}
      {policyType !== "third-party" && premium && premium.idvRange.max > 0 && (
        <div>
          <label htmlFor="motor-idv" className="block font-semibold text-slate-900">
            {t("motor_idv_choose")}
          </label>
          <p id="idv-hint" className="text-sm text-slate-600">
            {t("motor_idv_hint")}{" "}
            {t("motor_idv_range_label", {
              min: formatRupees(premium.idvRange.min, lang),
              max: formatRupees(premium.idvRange.max, lang),
            })}
          </p>
          <input
            id="motor-idv"
            name="idv"
            type="number"
            inputMode="numeric"
            min={premium.idvRange.min}
            max={premium.idvRange.max}
            step={1000}
            value={cover.idv ?? premium.idv}
            onChange={(event) => set({ idv: event.target.value === "" ? undefined : Number(event.target.value) })}
            aria-invalid={errors.idv ? true : undefined}
            aria-describedby={describedBy("idv-hint", errors.idv && "idv-error")}
            className={inputClass(Boolean(errors.idv))}
          />
          <FieldError id="idv-error" message={errors.idv} />
        </div>
      )}
      {policyType !== "own-damage" && (
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="pa"
            value="1"
            checked={cover.paOwnerDriver}
            onChange={(event) => set({ paOwnerDriver: event.target.checked })}
            aria-describedby="pa-hint"
            className={`${radioClass} mt-0.5`}
          />
          <span>
            <span className="block font-medium text-slate-900">{t("motor_pa_label")}</span>
            <span id="pa-hint" className="block text-sm text-slate-600">
              {t("motor_pa_hint")}
            </span>
          </span>
        </label>
      )}
    </div>
  );
}

/**
 * The keyword of a premium API refusal the form could not foresee (the API
 * answers in English, site-api.md): what only the server knows is named by
 * its field (an RTO it does not list, an add-on or IDV the vehicle's age
 * rules out); anything else is "try again".
 */
const SERVER_PROBLEMS: Record<string, string> = {
  rtoCode: "motor_rto_unknown",
  variantId: "motor_variant_invalid",
  addons: "motor_addon_unavailable",
  idv: "motor_idv_range",
};
export function messageKeyOf(field: string | undefined): string {
  return (field && SERVER_PROBLEMS[field]) || "motor_premium_unavailable";
}

/**
 * The premium of the answers a form holds, asked again as they change. The
 * first premium is the server's. `problems` are what the shared schema finds
 * in the answers (a form shows them once the visitor tries to go on);
 * `errors` are the server's answers (shown at once).
 */
export function useLivePremium(
  request: unknown,
  initial: MotorPremiumAnswer | null,
  initialErrors: Record<string, string>,
  onPriced?: () => void,
) {
  const [premium, setPremium] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const [busy, setBusy] = useState(false);
  const key = JSON.stringify(request);
  const checked = useMemo(() => checkPremiumRequest(request), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return; // the server priced these answers already
    first.current = "";
    if (!checked.ok) {
      setErrors({});
      setPremium(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setBusy(true);
      try {
        const response = await fetch("/api/motor/premiums", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(checked.value),
          signal: controller.signal,
        });
        const body = (await response.json()) as MotorPremiumAnswer & { message?: string; field?: string };
        if (response.ok) {
          setPremium(body);
          setErrors({});
          onPriced?.();
        } else {
          setPremium(null);
          setErrors({
            [response.status === 400 && body.field ? body.field : "form"]: messageKeyOf(body.message ?? ""),
          });
        }
      } catch (error) {
        if ((error as Error).name !== "AbortError") setErrors({ form: "motor_premium_unavailable" });
      } finally {
        if (!controller.signal.aborted) setBusy(false);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request is compared by its JSON
  }, [key]);
  return { premium, errors, problems: checked.errors as Record<string, string>, busy };
}

/** The premium: total, IDV, zone, vehicle age, and its itemised breakdown. */
export function PremiumPanel({
  premium,
  errors,
  busy,
  lang,
  children,
}: {
  premium: MotorPremiumAnswer | null;
  errors: Record<string, string>;
  busy: boolean;
  lang: Lang;
  children?: React.ReactNode;
}) {
  const t = usePhrases();
  return (
    <section
      id="premium"
      aria-labelledby="premium-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-motor-premium={premium ? premium.totalPremium : ""}
    >
      <h2 id="premium-heading" className="text-xl font-bold text-brand-900">
        {t("motor_premium_heading")}
      </h2>
      <div aria-live="polite" className="mt-2">
        {busy && <p className="text-sm text-slate-600">{t("motor_premium_updating")}</p>}
        <FormAlert message={errors.form} />
        {!premium ? (
          !errors.form && <p className="text-slate-700">{t("motor_premium_empty")}</p>
        ) : (
          <PremiumFigures premium={premium} lang={lang} t={t} />
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * On a phone the premium is below the questions: its total stays in sight at
 * the bottom of the questions as answers change, and leads to the breakdown.
 */
export function PremiumBar({ premium, lang }: { premium: MotorPremiumAnswer | null; lang: Lang }) {
  const t = usePhrases();
  if (!premium) return null;
  return (
    <a
      href="#premium"
      className="sticky bottom-0 z-20 -mx-5 -mb-5 mt-6 flex min-h-12 items-center justify-between gap-3 rounded-b-2xl border-t border-slate-300 bg-white px-5 py-3 pr-20 text-slate-900 lg:hidden"
      data-premium-bar=""
    >
      <span className="text-sm">{t("motor_premium_year_gst")}</span>
      <span className="text-lg font-bold">{formatRupees(premium.totalPremium, lang)}</span>
    </a>
  );
}

function PremiumFigures({ premium, lang, t }: { premium: MotorPremiumAnswer; lang: Lang; t: T }) {
  return (
    <>
      <p className="text-3xl font-bold text-slate-900" data-premium-total={premium.totalPremium}>
        {formatRupees(premium.totalPremium, lang)}
      </p>
      <p className="text-sm text-slate-600">{t("motor_premium_year_gst")}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {premium.idv > 0 && (
          <div>
            <dt className="text-slate-600">{t("motor_idv_label")}</dt>
            <dd className="font-semibold text-slate-900" data-idv={premium.idv}>
              {formatRupees(premium.idv, lang)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t("motor_vehicle_age")}</dt>
          <dd className="font-semibold text-slate-900">{ageText(premium.ageMonths, lang, t)}</dd>
        </div>
      </dl>
      {premium.idv > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t("motor_depreciation", { percent: premium.depreciationPercent })} ·{" "}
          {t("motor_zone", { zone: premium.zone })}
        </p>
      )}
      <div className="mt-4">
        <PremiumBreakdown
          lines={premium.breakdown}
          total={premium.totalPremium}
          totalKey="motor_breakdown_total"
          lang={lang}
          caption={t("motor_breakdown_title")}
        />
      </div>
    </>
  );
}
