/**
 * The do-not-call, policy print and CIS download pages (issue 14, decision
 * 057). Real forms posting to the page's route action, so they work before
 * hydration and without scripts; with scripts, the shared schema checks the
 * fields before anything is sent, and the answer shows without a reload.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { dateOfBirthBounds, POLICY_NUMBER_MAX_LENGTH } from "@contracts/auto-debit/auto-debit-rules";
import type { ServiceMessageKey } from "@contracts/service-requests/service-request-rules";
import type { PolicySummary, QuoteFound } from "@contracts/service-requests/self-service";
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { FieldError, FormAlert, inputClass, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import {
  isChangeKind,
  type ActionResult,
  type SelfServiceIntent,
  type SelfServicePageKind,
} from "./self-service-forms";
import {
  CHANGE_RULES,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  documentRequired,
  type ChangeKind,
} from "@contracts/service-requests/change-rules";
import { deferredModule, submitWhenLoaded } from "~/ui/deferred-module";
import type * as SelfServiceSchemas from "./self-service-schemas";

type Problems = Record<string, ServiceMessageKey>;

/**
 * The forms' schemas load on a form's first focus or touch (decision 068). A form sent before they
 * have arrived waits for them (`submitWhenLoaded`).
 */
const schemas = deferredModule(() => import("./self-service-schemas"));
const loadChecks = () => void schemas.start().catch(() => undefined);
const FIELD_ORDER = [
  "quoteNo",
  "policyNo",
  "dob",
  "detail",
  "value",
  "mobile",
  "otp",
  "consent",
  "reference",
  "doc_rc",
  "doc_transfer_form",
  "doc_proof",
];

/** The problems a form shows: its own check's (with scripts), else the server's answer to it. */
function useFormProblems(
  intent: SelfServiceIntent,
  result: ActionResult | null,
  /** The form's own check (change requests: their kind's schema and documents); the intent's schema otherwise. */
  custom?: (loaded: typeof SelfServiceSchemas, values: Record<string, string>, form: HTMLFormElement) => Problems,
) {
  const [local, setLocal] = useState<Problems | null>(null);
  const server = result && !result.ok && result.intent === intent ? result.problems : null;
  // a new answer from the server replaces what the browser found
  useEffect(() => setLocal(null), [result]);
  const problems: Problems = local ?? server ?? {};
  const check = (event: FormEvent<HTMLFormElement>) => {
    const loaded = schemas.current;
    if (!loaded) return submitWhenLoaded(event, schemas);
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    let found: Problems;
    if (custom) found = custom(loaded, values, form);
    else {
      const parsed = loaded.SCHEMAS[intent as keyof typeof loaded.SCHEMAS].safeParse(values);
      found = parsed.success ? {} : loaded.fieldProblems(parsed.error);
    }
    if (Object.keys(found).length === 0) {
      setLocal({});
      return;
    }
    event.preventDefault();
    setLocal(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { problems, check, formProps: { onSubmit: check, onFocus: loadChecks, onPointerDown: loadChecks } };
}

/** The policy number as printed on the policy (its fields across the page's forms). */
function PolicyNumberField({ id, defaultValue, error }: { id: string; defaultValue?: string; error?: string }) {
  const t = usePhrases();
  return (
    <TextField
      id={id}
      name="policyNo"
      label={t("ss_policy_label")}
      hint={t("ss_policy_hint")}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={POLICY_NUMBER_MAX_LENGTH + 10}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** The policy holder's date of birth, within the ages a policy holder can have. */
function DateOfBirthField({ id, today, error }: { id: string; today: string; error?: string }) {
  const t = usePhrases();
  const { earliest, latest } = dateOfBirthBounds(today);
  return (
    <TextField
      id={id}
      name="dob"
      type="date"
      label={t("ss_dob_label")}
      min={earliest}
      max={latest}
      error={error}
      className="max-w-xs"
    />
  );
}

/** The visitor's mobile number (ten digits; a +91 or 0 prefix is dropped by the schema). */
function MobileField({ id, hint, error }: { id: string; hint: string; error?: string }) {
  const t = usePhrases();
  return (
    <TextField
      id={id}
      name="mobile"
      label={t("ss_mobile_label")}
      hint={hint}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={14}
      error={error}
    />
  );
}

function SubmitButton({ intent, label }: { intent: SelfServiceIntent; label: string }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`${primaryButton} w-full sm:w-auto`}
      aria-busy={busy || undefined}
      data-submit={intent}
    >
      {busy ? t("ss_sending") : t(label)}
    </button>
  );
}

/** The answer of a form, announced and focused when it arrives. */
function ResultPanel({ children, label }: { children: React.ReactNode; label: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      data-result=""
    >
      {children}
    </section>
  );
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8";

function DoNotCallForms({ result, lang }: { result: ActionResult | null; lang: Lang }) {
  const t = usePhrases();
  const register = useFormProblems("do-not-call", result);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="dnc-heading" className={card}>
        <h2 id="dnc-heading" className="text-2xl font-bold text-brand-900">
          {t("ss_dnc_heading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("ss_dnc_intro")}</p>
        <Form method="post" noValidate {...register.formProps} className="mt-5 space-y-5" data-form="do-not-call">
          <FormAlert message={register.problems.form} />
          <MobileField id="dnc-mobile" hint={t("ss_mobile_hint")} error={register.problems.mobile} />
          <div>
            <div className="flex items-start gap-3">
              <input
                id="dnc-consent"
                name="consent"
                type="checkbox"
                value="on"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                aria-invalid={register.problems.consent ? true : undefined}
                aria-describedby={register.problems.consent ? "dnc-consent-error" : undefined}
              />
              <label htmlFor="dnc-consent" className="text-sm text-slate-900">
                {t("ss_dnc_consent")}
              </label>
            </div>
            <FieldError id="dnc-consent-error" message={register.problems.consent} />
          </div>
          <SubmitButton intent="do-not-call" label="ss_dnc_submit" />
        </Form>
        {result?.ok && result.intent === "do-not-call" && (
          <ResultPanel label={t("ss_done_heading")}>
            <h3 className="text-lg font-bold text-emerald-900">{t("ss_done_heading")}</h3>
            <p className="mt-1 text-slate-900">{t("ss_dnc_registered")}</p>
            <p className="mt-2 font-semibold text-slate-900" data-reference={result.accepted.reference}>
              {t("ss_reference_keep", { reference: result.accepted.reference })}
            </p>
          </ResultPanel>
        )}
      </section>
      <StatusSection result={result} lang={lang} />
    </div>
  );
}

/** The status look-up of any request, by its reference and mobile. */
function StatusSection({ result, lang }: { result: ActionResult | null; lang: Lang }) {
  const t = usePhrases();
  const status = useFormProblems("status", result);
  const values = result && !result.ok ? result.values : {};
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h2 id="status-heading" className="text-2xl font-bold text-brand-900">
        {t("ss_status_heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("ss_status_intro")}</p>
      <Form method="post" noValidate {...status.formProps} className="mt-5 space-y-5" data-form="status">
        <FormAlert message={status.problems.form} />
        <TextField
          id="status-reference"
          name="reference"
          label={t("ss_reference_label")}
          hint={t("ss_reference_hint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          defaultValue={result?.intent === "status" ? values.reference : undefined}
          error={status.problems.reference}
        />
        <MobileField id="status-mobile" hint={t("ss_mobile_hint")} error={status.problems.mobile} />
        <SubmitButton intent="status" label="ss_status_submit" />
      </Form>
      {result?.ok && result.intent === "status" && <StatusResult state={result.state} lang={lang} />}
    </section>
  );
}

function StatusResult({
  state,
  lang,
}: {
  state: Extract<ActionResult, { intent: "status"; ok: true }>["state"];
  lang: Lang;
}) {
  const t = usePhrases();
  const time = new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  return (
    <ResultPanel label={t("ss_status_heading")}>
      <h3 className="text-lg font-bold text-emerald-900" data-status={state.status}>
        {t("ss_status_result", { reference: state.reference, status: t(`ss_status_${state.status}`) })}
      </h3>
      <p className="text-slate-800">{t(`ss_kind_${state.kind}`)}</p>
      <h4 className="mt-3 font-semibold text-slate-900">{t("ss_history_heading")}</h4>
      <ol className="mt-1 list-inside list-decimal text-slate-800">
        {state.history.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            {t(`ss_status_${event.status}`)}: <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
          </li>
        ))}
      </ol>
    </ResultPanel>
  );
}

function FindPolicyForm({
  kind,
  today,
  lang,
  result,
}: {
  kind: "policy-print" | "cis";
  today: string;
  lang: Lang;
  result: ActionResult | null;
}) {
  const t = usePhrases();
  const find = useFormProblems("find", result);
  const values = result && !result.ok && result.intent === "find" ? result.values : {};
  const found = result?.ok && result.intent === "find" ? result.policy : null;
  return (
    <section aria-labelledby="find-heading" className={`${card} mx-auto max-w-4xl`}>
      <h2 id="find-heading" className="text-2xl font-bold text-brand-900">
        {t("ss_find_heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t(kind === "cis" ? "ss_cis_intro" : "ss_print_intro")}</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="proof-dob-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
          <h3 id="proof-dob-heading" className="text-lg font-bold text-brand-900">
            {t("ss_proof_dob_heading")}
          </h3>
          <Form method="post" noValidate {...find.formProps} className="mt-4 space-y-5" data-form="find">
            <FormAlert message={find.problems.form} />
            <PolicyNumberField id="find-policyNo" defaultValue={values.policyNo} error={find.problems.policyNo} />
            <DateOfBirthField id="find-dob" today={today} error={find.problems.dob} />
            <SubmitButton intent="find" label="ss_find_submit" />
          </Form>
        </section>
        <OtpProof result={result} />
      </div>
      {found && <PolicyFound policy={found} kind={kind} lang={lang} />}
    </section>
  );
}

/** Policy print by mobile and OTP (decision 059): the mobile on the policy gets an OTP, the OTP opens the policy. */
function OtpProof({ result }: { result: ActionResult | null }) {
  const t = usePhrases();
  const { pathname } = useLocation();
  const send = useFormProblems("policy-otp", result);
  const verify = useFormProblems("find-otp", result);
  const sent = result?.ok && result.intent === "policy-otp" ? result.sent : null;
  const retry = result && !result.ok && result.intent === "find-otp" ? result.values : null;
  const entering = sent ?? (retry ? { policyNo: retry.policyNo ?? "", mobile: "", typed: retry.mobile ?? "" } : null);
  const sendValues = result && !result.ok && result.intent === "policy-otp" ? result.values : {};
  return (
    <section aria-labelledby="proof-otp-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 id="proof-otp-heading" className="text-lg font-bold text-brand-900">
        {t("ss_proof_otp_heading")}
      </h3>
      {entering ? (
        <Form method="post" noValidate {...verify.formProps} className="mt-4 space-y-5" data-form="find-otp">
          <FormAlert message={verify.problems.form} />
          {sent && (
            <p className="text-slate-800" data-otp-sent={sent.mobile}>
              {t("ss_otp_sent_to", { mobile: sent.mobile })}
            </p>
          )}
          <input type="hidden" name="policyNo" value={entering.policyNo} />
          <input type="hidden" name="mobile" value={entering.typed} />
          <TextField
            id="find-otp"
            name="otp"
            label={t("ss_otp_label")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            error={verify.problems.otp ?? verify.problems.policyNo ?? verify.problems.mobile}
            className="max-w-[10rem]"
          />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton intent="find-otp" label="ss_otp_verify" />
            <a href={pathname} className="font-semibold text-brand-800 underline" data-otp-restart="">
              {t("ss_otp_other_number")}
            </a>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate {...send.formProps} className="mt-4 space-y-5" data-form="policy-otp">
          <p className="text-sm text-slate-700">{t("ss_proof_otp_intro")}</p>
          <FormAlert message={send.problems.form} />
          <PolicyNumberField id="otp-policyNo" defaultValue={sendValues.policyNo} error={send.problems.policyNo} />
          <TextField
            id="otp-mobile"
            name="mobile"
            label={t("ss_mobile_label")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            error={send.problems.mobile}
            className="max-w-sm"
          />
          <SubmitButton intent="policy-otp" label="ss_otp_send" />
        </Form>
      )}
    </section>
  );
}

function PolicyFound({ policy, kind, lang }: { policy: PolicySummary; kind: "policy-print" | "cis"; lang: Lang }) {
  const t = usePhrases();
  const day = new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const money = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const rows: [string, string][] = [
    ["ss_field_policy", policy.policyNo],
    ["ss_field_product", policy.product],
    ["ss_field_holder", policy.holderName],
    ["ss_field_period", t("ss_period_value", { start: dayOf(policy.periodStart), end: dayOf(policy.periodEnd) })],
    ["ss_field_premium", money.format(policy.premium)],
    ["ss_field_reference", policy.reference],
  ];
  const links =
    kind === "cis"
      ? [
          { href: policy.cisUrl, label: "ss_view_cis", download: false },
          { href: `${policy.cisUrl}?download=1`, label: "ss_download_cis", download: true },
        ]
      : [
          { href: policy.scheduleUrl, label: "ss_view_schedule", download: false },
          { href: `${policy.scheduleUrl}?download=1`, label: "ss_download_schedule", download: true },
        ];
  return (
    <ResultPanel label={t("ss_found_heading")}>
      <h3 className="text-lg font-bold text-emerald-900">{t("ss_found_heading")}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]" data-policy={policy.policyNo}>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{t(label)}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          // a PDF made for this visitor: a plain link, not a client-side navigation
          <a
            key={link.label}
            href={link.href}
            className={link.download ? secondaryButton : primaryButton}
            {...(link.download ? { download: "" } : { target: "_blank", rel: "noopener" })}
            data-document-link={link.download ? "download" : "view"}
          >
            {t(link.label)}
          </a>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-700">{t("ss_pdf_english")}</p>
      <p className="text-sm text-slate-700">{t("ss_link_note")}</p>
    </ResultPanel>
  );
}

function QuoteSearchForm({ lang, result }: { lang: Lang; result: ActionResult | null }) {
  const t = usePhrases();
  const search = useFormProblems("quote", result);
  const values = result && !result.ok ? result.values : {};
  const found = result?.ok && result.intent === "quote" ? result.found : null;
  return (
    <section aria-labelledby="quote-heading" className={`${card} mx-auto max-w-2xl`}>
      <h2 id="quote-heading" className="text-2xl font-bold text-brand-900">
        {t("ss_quote_heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("ss_quote_intro")}</p>
      <Form method="post" noValidate {...search.formProps} className="mt-5 space-y-5" data-form="quote">
        <FormAlert message={search.problems.form} />
        <TextField
          id="quote-quoteNo"
          name="quoteNo"
          label={t("ss_quote_label")}
          hint={t("ss_quote_hint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          defaultValue={values.quoteNo}
          error={search.problems.quoteNo}
        />
        <MobileField id="quote-mobile" hint={t("ss_quote_mobile_hint")} error={search.problems.mobile} />
        <SubmitButton intent="quote" label="ss_quote_submit" />
      </Form>
      {found && <QuoteResult found={found} lang={lang} />}
    </section>
  );
}

function QuoteResult({ found, lang }: { found: QuoteFound; lang: Lang }) {
  const t = usePhrases();
  const { quote } = found;
  const money = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  // spec 9 "YYYY-MM-DD HH:mm:ss", India time: shown as the page's language writes a date
  const created = new Date(`${quote.quote_creation_date.replace(" ", "T")}+05:30`);
  const day = new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  const rows: [string, string][] = [
    ["ss_quote_label", quote.quoteNo],
    ["ss_field_product", quote.product_name],
    ["ss_quote_covers", quote.members],
    ["ss_field_premium", money.format(quote.premium)],
    ["ss_quote_created", Number.isNaN(created.getTime()) ? quote.quote_creation_date : day.format(created)],
    ["ss_field_reference", found.reference],
  ];
  return (
    <ResultPanel label={t("ss_quote_found")}>
      <h3 className="text-lg font-bold text-emerald-900">{t("ss_quote_found")}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]" data-quote={quote.quoteNo}>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{t(label)}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <a href={quote.url} className={`${primaryButton} mt-4`} data-continue-quote="">
        {t("ss_quote_continue")}
      </a>
    </ResultPanel>
  );
}

/** Transfer of ownership, change of details, add details, vehicle correction: identity, the change, the documents. */
function ChangeRequestForm({ kind, today, result }: { kind: ChangeKind; today: string; result: ActionResult | null }) {
  const t = usePhrases();
  const rule = CHANGE_RULES[kind];
  const details = Object.keys(rule.details);
  const [detail, setDetail] = useState(details.length === 1 ? details[0]! : "");
  const change = useFormProblems("change", result, (loaded, values, form) => {
    const parsed = loaded.changeRequestSchema(kind).safeParse(values);
    const found: Problems = parsed.success ? {} : loaded.fieldProblems(parsed.error);
    const chosen = values.detail ?? details[0] ?? "";
    for (const document of rule.documents) {
      const field = `doc_${document.key}`;
      const file = form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.files?.[0];
      if (!file || file.size === 0) {
        if (documentRequired(document, chosen)) found[field] = "ss_document_required";
      } else if (file.size > DOCUMENT_MAX_BYTES) found[field] = "ss_document_size";
      else if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) found[field] = "ss_document_type";
    }
    return found;
  });
  const values = result && !result.ok && result.intent === "change" ? result.values : {};
  const done = result?.ok && result.intent === "change" ? result.accepted : null;
  return (
    <section aria-labelledby="change-heading" className={card}>
      <h2 id="change-heading" className="text-2xl font-bold text-brand-900">
        {t(`ss_change_heading_${kind}`)}
      </h2>
      <p className="mt-1 text-slate-700">{t(`ss_change_intro_${kind}`)}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        {...change.formProps}
        className="mt-5 space-y-5"
        data-form="change"
      >
        <FormAlert message={change.problems.form} />
        <PolicyNumberField id="change-policyNo" defaultValue={values.policyNo} error={change.problems.policyNo} />
        <DateOfBirthField id="change-dob" today={today} error={change.problems.dob} />
        {details.length > 1 && (
          <div>
            <label htmlFor="change-detail" className="block text-sm font-semibold text-slate-900">
              {t("ss_detail_label")}
            </label>
            <select
              id="change-detail"
              name="detail"
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              aria-invalid={change.problems.detail ? true : undefined}
              aria-describedby={change.problems.detail ? "change-detail-error" : undefined}
              className={`${inputClass(Boolean(change.problems.detail))} max-w-sm`}
            >
              <option value="">{t("ss_detail_choose")}</option>
              {details.map((d) => (
                <option key={d} value={d}>
                  {t(`ss_detail_${d}`)}
                </option>
              ))}
            </select>
            <FieldError id="change-detail-error" message={change.problems.detail} />
          </div>
        )}
        <TextField
          id="change-value"
          name="value"
          label={t(kind === "transfer-ownership" ? "ss_new_owner_name" : "ss_value_label")}
          autoComplete="off"
          maxLength={200}
          defaultValue={values.value}
          error={change.problems.value}
        />
        {rule.newOwnerMobile && (
          <TextField
            id="change-mobile"
            name="mobile"
            label={t("ss_new_owner_mobile")}
            hint={t("ss_mobile_hint")}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            error={change.problems.mobile}
          />
        )}
        {rule.documents.map((document) => {
          const field = `doc_${document.key}`;
          const required = documentRequired(document, detail || "*");
          const error = change.problems[field];
          return (
            <div key={document.key}>
              <label htmlFor={`change-${field}`} className="block text-sm font-semibold text-slate-900">
                {t(`ss_doc_${document.key}`)}
              </label>
              <p id={`change-${field}-hint`} className="text-sm text-slate-600">
                {t(required && document.requiredFor.includes("*") ? "ss_doc_hint" : `ss_doc_when_${kind}`)}
              </p>
              <input
                id={`change-${field}`}
                name={field}
                type="file"
                accept={DOCUMENT_ACCEPT}
                aria-invalid={error ? true : undefined}
                aria-describedby={`change-${field}-hint${error ? ` change-${field}-error` : ""}`}
                className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-900"
              />
              <FieldError id={`change-${field}-error`} message={error} />
            </div>
          );
        })}
        <SubmitButton intent="change" label="ss_change_submit" />
      </Form>
      {done && (
        <ResultPanel label={t("ss_done_heading")}>
          <h3 className="text-lg font-bold text-emerald-900">{t("ss_done_heading")}</h3>
          <p className="mt-1 text-slate-900">{t("ss_change_received")}</p>
          <p className="mt-2 font-semibold text-slate-900" data-reference={done.reference}>
            {t("ss_reference_keep", { reference: done.reference })}
          </p>
        </ResultPanel>
      )}
    </section>
  );
}

export function SelfServicePage({
  kind,
  seo,
  lang,
  today,
  result,
}: {
  kind: SelfServicePageKind;
  seo: PageSeo;
  lang: Lang;
  today: string;
  result: ActionResult | null;
}) {
  return (
    <article data-page="self-service" data-kind={kind}>
      <PageHero seo={seo}>{seo.intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>}</PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {kind === "do-not-call" ? (
          <DoNotCallForms result={result} lang={lang} />
        ) : kind === "quote-search" ? (
          <QuoteSearchForm result={result} lang={lang} />
        ) : isChangeKind(kind) ? (
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <ChangeRequestForm kind={kind} today={today} result={result} />
            <StatusSection result={result} lang={lang} />
          </div>
        ) : (
          <FindPolicyForm kind={kind} today={today} lang={lang} result={result} />
        )}
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
