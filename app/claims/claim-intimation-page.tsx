/**
 * Claim intimation (issue 14, spec 2 "Claims": /claim/claims-intimation):
 * the policy by number or (motor) registration, the mobile on record, when,
 * where and why, and what happened. A real form posting to the route's
 * action, so it works before hydration; with scripts the fields are checked
 * with the same schema first. The answer is the claim number, also sent by SMS.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { CLAIM_CAUSES, CLAIM_LINES, DESCRIPTION_MAX_LENGTH, type ClaimLine } from "@contracts/claims/claim-rules";
import { ClaimIntimationSchema, fieldProblems } from "@contracts/claims/claim-schema";
import { CLAIM_INTIMATION_PATH, CLAIM_STATUS_PATH } from "@contracts/claims/claim-pages";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { FormAlert, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import { focusFirstProblem, RadioGroup, SelectField, TextAreaField } from "./claim-fields";
import type { ClaimRegistered } from "@contracts/claims/claims-service";
import type { FormRefusal } from "./claims.server";

const FIELD_ORDER = [
  "line",
  "identifyBy",
  "policyNo",
  "registration",
  "mobile",
  "lossDate",
  "lossTime",
  "place",
  "cause",
  "description",
] as const;

export const causeKeyword = (cause: string) => `claim_cause_${cause.replaceAll("-", "_")}`;

export type IntimationResult = { ok: true; registered: ClaimRegistered } | FormRefusal;

export function ClaimIntimationPage({
  seo,
  lang,
  today,
  result,
}: {
  seo: PageSeo;
  lang: Lang;
  today: string;
  result: IntimationResult | null;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? {};
  const [line, setLine] = useState<ClaimLine>((values.line as ClaimLine) || "motor");
  const [identifyBy, setIdentifyBy] = useState(values.identifyBy || "policy");
  const [problems, setProblems] = useState<Record<string, string>>(refused?.problems ?? {});
  // before hydration every field shows (no script hides the ones a choice does not need)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setProblems(refused?.problems ?? {});
    if (refused) focusFirstProblem(formRef.current, FIELD_ORDER, refused.problems);
  }, [refused]);
  useEffect(() => {
    if (result?.ok) resultRef.current?.focus();
  }, [result]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = ClaimIntimationSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setProblems({});
      return;
    }
    event.preventDefault();
    const found = fieldProblems(parsed.error.issues);
    setProblems(found);
    focusFirstProblem(event.currentTarget, FIELD_ORDER, found);
  };

  if (result?.ok) {
    const r = result.registered;
    return (
      <article data-page="claim-intimation">
        <PageHero seo={seo} />
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <div
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="mx-auto max-w-xl rounded-2xl border border-emerald-300 bg-emerald-50 p-6 focus:outline-none"
            data-claim-registered={r.claimNo}
          >
            <h2 className="text-2xl font-bold text-emerald-900">{t("claim_registered_heading")}</h2>
            <p className="mt-3 text-lg text-slate-900">
              {t("claim_registered_number")}{" "}
              <strong className="font-mono text-2xl tracking-wide" data-claim-number="">
                {r.claimNo}
              </strong>
            </p>
            <p className="mt-2 text-slate-800">{t("claim_registered_policy", { policyNo: r.policyNo })}</p>
            <p className="mt-2 text-slate-800">
              {r.smsSent ? t("claim_registered_sms", { mobile: r.mobile }) : t("claim_registered_sms_failed")}
            </p>
            <p className="mt-4 text-slate-800">{t("claim_registered_next")}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <SiteLink
                to={`${localizePath(CLAIM_STATUS_PATH, lang)}?claimNo=${encodeURIComponent(r.claimNo)}`}
                className={primaryButton}
              >
                {t("claim_track_link")}
              </SiteLink>
              <SiteLink to={localizePath(CLAIM_INTIMATION_PATH, lang)} className={secondaryButton}>
                {t("claim_new_link")}
              </SiteLink>
            </div>
          </div>
        </div>
      </article>
    );
  }

  const error = (field: string) => problems[field];
  return (
    <article data-page="claim-intimation">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-labelledby="ci-heading"
          className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="ci-heading" className="text-2xl font-bold text-brand-900">
            {t("claim_form_heading")}
          </h2>
          <p className="mt-1 text-slate-700">{t("claim_form_intro")}</p>
          <Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={check}
            className="mt-5 space-y-5"
            data-claim-intimation-form=""
          >
            <FormAlert message={refused?.message ?? undefined} />
            <RadioGroup
              id="ci-line"
              name="line"
              legend={t("claim_line_label")}
              value={line}
              onChange={(v) => {
                setLine(v as ClaimLine);
                if (v !== "motor") setIdentifyBy("policy");
              }}
              options={CLAIM_LINES.map((l) => ({ value: l, label: t(`claim_line_${l}`) }))}
              error={error("line")}
            />
            {(line === "motor" || !hydrated) && (
              <RadioGroup
                id="ci-identifyBy"
                name="identifyBy"
                legend={t("claim_identify_label")}
                value={identifyBy}
                onChange={setIdentifyBy}
                options={[
                  { value: "policy", label: t("claim_identify_policy") },
                  { value: "registration", label: t("claim_identify_registration") },
                ]}
                error={error("identifyBy")}
              />
            )}
            {line !== "motor" && hydrated && <input type="hidden" name="identifyBy" value="policy" />}
            {(identifyBy === "registration" && line === "motor") || !hydrated ? (
              <TextField
                id="ci-registration"
                name="registration"
                label={t("claim_registration_label")}
                hint={t("claim_registration_hint")}
                defaultValue={values.registration}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                error={error("registration")}
              />
            ) : null}
            {identifyBy === "policy" || line !== "motor" || !hydrated ? (
              <TextField
                id="ci-policyNo"
                name="policyNo"
                label={t("claim_policy_label")}
                hint={t("claim_policy_hint")}
                defaultValue={values.policyNo}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                error={error("policyNo")}
              />
            ) : null}
            <TextField
              id="ci-mobile"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              label={t("claim_mobile_label")}
              hint={t("claim_mobile_hint")}
              defaultValue={values.mobile}
              error={error("mobile")}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="ci-lossDate"
                name="lossDate"
                type="date"
                max={today}
                label={t("claim_loss_date_label")}
                defaultValue={values.lossDate}
                error={error("lossDate")}
              />
              <TextField
                id="ci-lossTime"
                name="lossTime"
                type="time"
                label={t("claim_loss_time_label")}
                hint={t("claim_loss_time_hint")}
                defaultValue={values.lossTime}
                error={error("lossTime")}
              />
            </div>
            <TextField
              id="ci-place"
              name="place"
              maxLength={200}
              label={t("claim_place_label")}
              hint={t("claim_place_hint")}
              defaultValue={values.place}
              error={error("place")}
            />
            <SelectField
              key={line}
              id="ci-cause"
              name="cause"
              label={t("claim_cause_label")}
              defaultValue={values.line === line ? values.cause : ""}
              error={error("cause")}
            >
              <option value="">{t("claim_cause_choose")}</option>
              {hydrated
                ? CLAIM_CAUSES[line].map((cause) => (
                    <option key={cause} value={cause}>
                      {t(causeKeyword(cause))}
                    </option>
                  ))
                : CLAIM_LINES.map((l) => (
                    <optgroup key={l} label={t(`claim_line_${l}`)}>
                      {CLAIM_CAUSES[l].map((cause) => (
                        <option key={cause} value={cause}>
                          {t(causeKeyword(cause))}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </SelectField>
            <TextAreaField
              id="ci-description"
              name="description"
              label={t("claim_description_label")}
              hint={t("claim_description_hint")}
              defaultValue={values.description}
              maxLength={DESCRIPTION_MAX_LENGTH}
              lang={lang}
              error={error("description")}
            />
            <button type="submit" className={`${primaryButton} w-full sm:w-auto`} aria-busy={submitting}>
              {submitting ? t("claim_submitting") : t("claim_submit")}
            </button>
          </Form>
        </section>
        <p className="mx-auto mt-6 max-w-2xl text-slate-700">
          {t("claim_status_prompt")}{" "}
          <SiteLink
            to={localizePath(CLAIM_STATUS_PATH, lang)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("claim_status_link")}
          </SiteLink>
        </p>
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
