/**
 * The auto-debit unsubscribe page and its subscribe mirror (spec 2
 * "Unsubscribe auto-debit page", spec 4 "Unsubscribe form", spec 5, spec 8;
 * decision 053 "Pages"). The form needs scripts (its captcha is fetched on
 * mount): before hydration and without scripts it shows disabled, with a note.
 */
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import type { AutoDebitAction } from "@contracts/auto-debit/auto-debit-rules";
import { captchaSumInput, POLICY_NUMBER_MAX_LENGTH } from "@contracts/auto-debit/auto-debit-rules";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { deferredModule, useDeferredModule } from "~/ui/deferred-module";
import { FieldError, inputClass, primaryButton } from "~/ui/form-parts";
import {
  EMPTY_FORM,
  fieldState,
  formReducer,
  serverTextKeyword,
  withFullStop,
  type FormField,
} from "./auto-debit-form";
import { DateOfBirthPicker } from "./date-of-birth-picker";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

const autoDebitChecks = deferredModule(() => import("./auto-debit-check"));

/** What the modal says after an answer (spec 2: the error modal and the success modal). */
interface DialogMessage {
  kind: "error" | "success";
  text: string;
}

// the modal's code (Radix Dialog) loads after first paint, as the footer's (decision 035)
const MessageDialog = lazy(() => import("~/ui/message-dialog"));

export const CAPTCHA_API = "/api/captcha";
export const AUTO_DEBIT_API: Record<AutoDebitAction, string> = {
  unsubscribe: "/api/shop/quick-assist/unsubscribe-auto-debit",
  subscribe: "/api/shop/quick-assist/subscribe-auto-debit",
};

const TEXTS: Record<AutoDebitAction, { intro: string; subheading: string; button: string }> = {
  unsubscribe: {
    intro: "autodebit_unsub_intro",
    subheading: "autodebit_unsub_subheading",
    button: "autodebit_unsubscribe_button",
  },
  subscribe: {
    intro: "autodebit_sub_intro",
    subheading: "autodebit_sub_subheading",
    button: "autodebit_subscribe_button",
  },
};

interface Captcha {
  image: string;
  token: string;
}

function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++request.current;
    setLoading(true);
    setCaptcha(null);
    try {
      const response = await fetch(CAPTCHA_API, { headers: { accept: "application/json" }, cache: "no-store" });
      if (!response.ok) throw new Error(`captcha answered ${response.status}`);
      const body = (await response.json()) as { data?: { captchaImage?: unknown; captchaToken?: unknown } };
      const { captchaImage, captchaToken } = body.data ?? {};
      if (typeof captchaImage !== "string" || typeof captchaToken !== "string") throw new Error("captcha answer");
      if (mine === request.current) setCaptcha({ image: captchaImage, token: captchaToken });
    } catch (error) {
      // spec 8: a captcha that does not load is only logged; the reload button stays
      console.error("captcha failed to load", error);
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }, []);
  return { captcha, loading, reload };
}

export function AutoDebitPage({
  action,
  seo,
  lang,
  today,
}: {
  action: AutoDebitAction;
  seo: PageSeo;
  lang: Lang;
  today: string;
}) {
  const t = usePhrases();
  const texts = TEXTS[action];
  const [form, dispatch] = useReducer(formReducer, EMPTY_FORM);
  const [hydrated, setHydrated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const { captcha, loading: captchaLoading, reload } = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setHydrated(true);
    void reload();
  }, [reload]);

  // the shared schema loads on the form's first focus or touch (decision 068); until then no field is judged
  const checks = useDeferredModule(autoDebitChecks);
  const checked = checks.current?.checkForm(form.values, captcha?.token ?? null, action) ?? null;
  const problems = checked && !checked.ok ? checked.problems : {};
  const shownError = (field: FormField) => (form.touched[field] ? problems[field] : undefined);
  const state = (field: FormField) => fieldState(form, problems, field);

  /** A server text in the page's language when it is one the page knows, else as sent. */
  const serverText = (text: string) => {
    const key = serverTextKeyword(text, action);
    const translated = key ? t(key) : key;
    return translated && translated !== key ? translated : text;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: "submit" });
    const loaded = await autoDebitChecks.start().catch(() => null);
    const result = loaded?.checkForm(form.values, captcha?.token ?? null, action);
    if (!result) {
      // the check's code could not be fetched (offline): nothing is sent
      setDialog({ kind: "error", text: withFullStop(serverText(SERVICE_ANSWERS.unavailable), lang) });
      return;
    }
    if (!result.ok) {
      // spec 4: every error shows, nothing is sent; the first field with a problem gets the focus
      const first = (["policyNo", "dob", "captchaSum"] as const).find((f) => result.problems[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#ad-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    let message: DialogMessage;
    try {
      const response = await fetch(AUTO_DEBIT_API[action], {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(result.request),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown };
      if (response.ok) {
        const fallback = action === "unsubscribe" ? "autodebit_unsubscribed" : "autodebit_subscribed";
        message = {
          kind: "success",
          text: typeof body.message === "string" ? serverText(body.message) : t(fallback),
        };
      } else {
        message = {
          kind: "error",
          text: withFullStop(
            serverText(typeof body.error === "string" ? body.error : SERVICE_ANSWERS.unavailable),
            lang,
          ),
        };
      }
    } catch {
      message = { kind: "error", text: withFullStop(serverText(SERVICE_ANSWERS.unavailable), lang) };
    }
    setSubmitting(false);
    // spec 4: success and failure both leave the form empty; a failure (its captcha used up) fetches a new one
    dispatch({ type: "reset" });
    void reload();
    setDialog(message);
  };

  const validClass = (field: FormField) => (state(field) === "valid" ? "border-emerald-700" : "");
  const describedBy = (field: FormField, hint?: string) =>
    [hint ?? "", shownError(field) ? `ad-${field}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <article data-page="auto-debit" data-action={action}>
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(texts.intro)}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-labelledby="ad-subheading"
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <SiteLink
            to={localizePath("/", lang)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
            </svg>
            {t("autodebit_back")}
          </SiteLink>
          <h2 id="ad-subheading" className="mt-3 text-2xl font-bold text-brand-900">
            {t(texts.subheading)}
          </h2>
          <p className="mt-1 text-slate-700">{t("autodebit_share_details")}</p>
          <noscript>
            <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {t("autodebit_noscript")}
            </p>
          </noscript>
          <form
            ref={formRef}
            noValidate
            onSubmit={(e) => void submit(e)}
            onFocus={checks.load}
            onPointerDown={checks.load}
            className="mt-5"
            data-auto-debit-form=""
          >
            <fieldset disabled={!hydrated} className="space-y-5">
              <div>
                <label htmlFor="ad-policyNo" className="block text-sm font-semibold text-slate-900">
                  {t("autodebit_policy_label")}
                </label>
                <input
                  id="ad-policyNo"
                  name="policyNo"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={POLICY_NUMBER_MAX_LENGTH + 10}
                  placeholder={t("autodebit_policy_placeholder")}
                  value={form.values.policyNo}
                  onChange={(e) => dispatch({ type: "change", field: "policyNo", value: e.target.value })}
                  onBlur={() => dispatch({ type: "blur", field: "policyNo" })}
                  aria-invalid={shownError("policyNo") ? true : undefined}
                  aria-describedby={describedBy("policyNo")}
                  data-state={state("policyNo")}
                  className={`${inputClass(Boolean(shownError("policyNo")))} ${validClass("policyNo")} disabled:bg-slate-100`}
                />
                <FieldError id="ad-policyNo-error" message={shownError("policyNo")} />
              </div>
              <div data-state={state("dob")}>
                <label htmlFor="ad-dob" className="block text-sm font-semibold text-slate-900">
                  {t("autodebit_dob_label")}
                </label>
                <div className="mt-1">
                  <DateOfBirthPicker
                    id="ad-dob"
                    value={form.values.dob}
                    today={today}
                    lang={lang}
                    error={shownError("dob")}
                    valid={state("dob") === "valid"}
                    disabled={!hydrated}
                    onChange={(iso) => dispatch({ type: "change", field: "dob", value: iso })}
                    onClose={() => dispatch({ type: "blur", field: "dob" })}
                  />
                </div>
                <FieldError id="ad-dob-error" message={shownError("dob")} />
              </div>
              <div>
                <label htmlFor="ad-captchaSum" className="block text-sm font-semibold text-slate-900">
                  {t("autodebit_captcha_label")}
                </label>
                <p id="ad-captcha-hint" className="text-sm text-slate-600">
                  {t("autodebit_captcha_hint")}
                </p>
                <div className="mt-2 flex items-center gap-2">
                  <div
                    className="grid h-14 w-[200px] shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50"
                    aria-busy={captchaLoading}
                  >
                    {captcha ? (
                      <img
                        src={`data:image/jpeg;base64,${captcha.image}`}
                        width={200}
                        height={56}
                        alt={t("autodebit_captcha_alt")}
                        data-captcha-image=""
                      />
                    ) : captchaLoading ? (
                      <span className="text-xs text-slate-600" role="status">
                        {t("autodebit_captcha_loading")}
                      </span>
                    ) : null}
                  </div>
                  <button
                    type="button"
                    onClick={() => {
                      dispatch({ type: "change", field: "captchaSum", value: "" });
                      void reload();
                    }}
                    aria-label={t("autodebit_captcha_reload")}
                    title={t("autodebit_captcha_reload")}
                    className="grid size-11 shrink-0 place-items-center rounded-full border border-brand-700 text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
                    data-captcha-reload=""
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className={`size-5 ${captchaLoading ? "motion-safe:animate-spin" : ""}`}
                      fill="currentColor"
                    >
                      <path d="M10 3a7 7 0 0 1 6.3 4H14a1 1 0 1 0 0 2h4a1 1 0 0 0 1-1V4a1 1 0 1 0-2 0v1.5A9 9 0 1 0 19 11a1 1 0 1 0-2-.2A7 7 0 1 1 10 3z" />
                    </svg>
                  </button>
                </div>
                <input
                  id="ad-captchaSum"
                  name="captchaSum"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={4}
                  value={form.values.captchaSum}
                  onChange={(e) =>
                    dispatch({ type: "change", field: "captchaSum", value: captchaSumInput(e.target.value) })
                  }
                  onBlur={() => dispatch({ type: "blur", field: "captchaSum" })}
                  aria-invalid={shownError("captchaSum") ? true : undefined}
                  aria-describedby={describedBy("captchaSum", "ad-captcha-hint")}
                  data-state={state("captchaSum")}
                  className={`${inputClass(Boolean(shownError("captchaSum")))} ${validClass("captchaSum")} max-w-[200px] disabled:bg-slate-100`}
                />
                <FieldError id="ad-captchaSum-error" message={shownError("captchaSum")} />
              </div>
              <button
                type="submit"
                className={`${primaryButton} w-full gap-2 sm:w-auto`}
                aria-busy={submitting}
                data-auto-debit-submit=""
              >
                {submitting && <Spinner className="size-5" />}
                {t(texts.button)}
              </button>
            </fieldset>
          </form>
        </section>
        <FaqList items={seo.faq} />
      </div>
      {submitting && (
        <div className="fixed inset-0 z-40 grid place-items-center bg-white/70" data-auto-debit-loader="">
          <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 shadow-xl">
            <Spinner className="size-10 text-brand-700" />
            <span className="font-semibold text-slate-900">{t("autodebit_submitting")}</span>
          </div>
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <MessageDialog
            open
            kind={dialog.kind}
            title={t(dialog.kind === "success" ? "autodebit_success_title" : "autodebit_error_title")}
            message={dialog.text}
            okayLabel={t("autodebit_okay")}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </article>
  );
}

function Spinner({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`motion-safe:animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
