/**
 * The claim intimation's fields (issue 14): the one-page form shows them all,
 * the buy-online claim steps a step's group each (STEP_FIELDS). The line and
 * the way to find the policy decide which fields show once scripts run;
 * before that every field shows, so a post without scripts has them all.
 */
import { useEffect, useState } from "react";
import { CLAIM_CAUSES, CLAIM_LINES, DESCRIPTION_MAX_LENGTH, type ClaimLine } from "@contracts/claims/claim-rules";
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { TextField } from "~/ui/form-parts";
import { RadioGroup, SelectField, TextAreaField } from "./claim-fields";

export const STEP_FIELDS = {
  1: ["line", "identifyBy", "policyNo", "registration", "mobile"],
  2: ["lossDate", "lossTime", "place", "cause"],
  3: ["description"],
} as const;
export type IntimationStep = keyof typeof STEP_FIELDS;

export const causeKeyword = (cause: string) => `claim_cause_${cause.replaceAll("-", "_")}`;

export function IntimationFields({
  step,
  values,
  problems,
  lang,
  today,
}: {
  step: IntimationStep | "all";
  values: Record<string, string>;
  problems: Record<string, string>;
  lang: Lang;
  today: string;
}) {
  const t = usePhrases();
  const [line, setLine] = useState<ClaimLine>(
    (CLAIM_LINES as readonly string[]).includes(values.line ?? "") ? (values.line as ClaimLine) : "motor",
  );
  const [identifyBy, setIdentifyBy] = useState(values.identifyBy || "policy");
  // before hydration every field shows (no script hides the ones a choice does not need)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const error = (field: string) => problems[field];
  const shows = (n: IntimationStep) => step === "all" || step === n;
  return (
    <>
      {shows(1) && (
        <>
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
        </>
      )}
      {shows(2) && (
        <>
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
        </>
      )}
      {shows(3) && (
        <>
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
        </>
      )}
    </>
  );
}
