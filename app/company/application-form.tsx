/**
 * The job application form (issue 16): a plain multipart form posted to the
 * site API, so it works before scripts run (the API sends the visitor back
 * to this page with the reference or what to fix); with scripts, the same
 * schema checks it first, and the answer shows here without leaving the page.
 */
import { useRef, useState } from "react";
import type { Lang } from "@contracts/i18n/languages";
import type { ApplicationField } from "@contracts/careers/application-schema";
import type * as ApplicationSchemas from "@contracts/careers/application-schema";
import { usePhrases } from "~/i18n/phrases";
import { deferredModule } from "~/ui/deferred-module";
import { FieldError, FormAlert, inputClass, primaryButton, TextField } from "~/ui/form-parts";

export const APPLICATION_ENDPOINT = "/api/careers/applications";

export interface ApplicationFormProps {
  lang: Lang;
  jobs: { slug: string; title: string }[];
  outcome: { reference: string | null; problem: string | null; job: string | null };
}

type Errors = Partial<Record<ApplicationField, string>>;

/** The shared schema loads on the form's first focus or touch (decision 068), not with the page. */
const applicationSchemas = deferredModule(() => import("@contracts/careers/application-schema"));
const loadChecks = () => void applicationSchemas.start().catch(() => undefined);

/** The CV's problem as the browser can see it: none, too large, or not a PDF or Word file by its first bytes. */
async function cvCheck(
  { CV_MAX_BYTES, cvKindOf }: typeof ApplicationSchemas,
  file: File | null,
): Promise<string | null> {
  if (!file || file.size === 0) return "career_cv_required";
  if (file.size > CV_MAX_BYTES) return "career_cv_too_large";
  // a .docx is confirmed by the server, which reads the whole file
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return zip || cvKindOf(head) ? null : "career_cv_type";
}

export function ApplicationForm({ lang, jobs, outcome }: ApplicationFormProps) {
  const t = usePhrases();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | undefined>(
    outcome.problem && !outcome.reference ? outcome.problem : undefined,
  );
  const [reference, setReference] = useState<string | null>(outcome.reference);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const schemas = await applicationSchemas.start().catch(() => null);
    if (!schemas) {
      // the check's code could not be fetched (offline): nothing is sent, the next try fetches it again
      setAlert("career_unavailable");
      return;
    }
    const text = (name: string) => String(form.get(name) ?? "");
    const found: Errors = {};
    const parsed = schemas.ApplicationFieldsSchema.safeParse({
      job: text("job"),
      fullName: text("fullName"),
      mobile: text("mobile"),
      email: text("email").trim(),
      experience: text("experience").trim(),
      note: text("note"),
      consent: text("consent"),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ApplicationField;
        found[field] ??= issue.message;
      }
    }
    const file = form.get("cv");
    const cvProblem = await cvCheck(schemas, file instanceof File ? file : null);
    if (cvProblem) found.cv = cvProblem;
    setErrors(found);
    setAlert(undefined);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await fetch(APPLICATION_ENDPOINT, {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as { reference?: string; key?: string; field?: string };
      if (response.status === 201 && answer.reference) {
        setReference(answer.reference);
        return;
      }
      if (answer.field && answer.key) setErrors({ [answer.field]: answer.key });
      else setAlert(answer.key ?? "career_unavailable");
    } catch {
      setAlert("career_unavailable");
    } finally {
      setSending(false);
    }
  }

  if (reference) {
    return (
      <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6" data-application-done="">
        <h3 className="text-xl font-bold text-green-900">{t("career_done_title")}</h3>
        <p className="mt-2 text-green-900">{t("career_done_text", { reference })}</p>
      </div>
    );
  }

  const invalid = (field: ApplicationField) => (errors[field] ? true : undefined);
  const described = (field: ApplicationField, hint = false) =>
    [hint ? `apply-${field}-hint` : "", errors[field] ? `apply-${field}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <form
      ref={formRef}
      method="post"
      action={APPLICATION_ENDPOINT}
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onFocus={loadChecks}
      onPointerDown={loadChecks}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      data-application-form=""
    >
      <input type="hidden" name="lang" value={lang} />
      {alert && (
        <div className="sm:col-span-2">
          <FormAlert message={alert} />
        </div>
      )}
      <div className="sm:col-span-2">
        <label htmlFor="apply-job" className="block text-sm font-semibold text-slate-900">
          {t("career_field_job")}
        </label>
        <select
          id="apply-job"
          name="job"
          defaultValue={outcome.job ?? jobs[0]?.slug}
          aria-invalid={invalid("job")}
          aria-describedby={described("job")}
          className={inputClass(Boolean(errors.job))}
        >
          {jobs.map((job) => (
            <option key={job.slug} value={job.slug}>
              {job.title}
            </option>
          ))}
        </select>
        <FieldError id="apply-job-error" message={errors.job} />
      </div>
      <TextField
        id="apply-fullName"
        name="fullName"
        label={t("career_field_name")}
        autoComplete="name"
        error={errors.fullName}
        maxLength={100}
      />
      <TextField
        id="apply-mobile"
        name="mobile"
        label={t("career_field_mobile")}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={10}
        error={errors.mobile}
      />
      <TextField
        id="apply-email"
        name="email"
        type="email"
        label={t("career_field_email")}
        autoComplete="email"
        error={errors.email}
      />
      <TextField
        id="apply-experience"
        name="experience"
        label={t("career_field_experience")}
        inputMode="numeric"
        maxLength={2}
        error={errors.experience}
      />
      <div className="sm:col-span-2">
        <label htmlFor="apply-cv" className="block text-sm font-semibold text-slate-900">
          {t("career_field_cv")}
        </label>
        <p id="apply-cv-hint" className="mt-1 text-sm text-slate-600">
          {t("career_field_cv_hint")}
        </p>
        <input
          id="apply-cv"
          name="cv"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={invalid("cv")}
          aria-describedby={described("cv", true)}
          className={`${inputClass(Boolean(errors.cv))} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-900`}
        />
        <FieldError id="apply-cv-error" message={errors.cv} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="apply-note" className="block text-sm font-semibold text-slate-900">
          {t("career_field_note")}
        </label>
        <textarea
          id="apply-note"
          name="note"
          rows={4}
          maxLength={1500}
          aria-invalid={invalid("note")}
          aria-describedby={described("note")}
          className={inputClass(Boolean(errors.note))}
        />
        <FieldError id="apply-note-error" message={errors.note} />
      </div>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            aria-invalid={invalid("consent")}
            aria-describedby={described("consent")}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>{t("career_field_consent")}</span>
        </label>
        <FieldError id="apply-consent-error" message={errors.consent} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t("career_sending") : t("career_submit")}
        </button>
      </div>
    </form>
  );
}
