/**
 * The call-back lead form (spec 4 "Lead form", spec 5): one component, used
 * in the "Talk To Experts" modal and inline on product pages. Idle,
 * submitting (the button gives way to a loader), success (a message for 7
 * seconds, fields cleared) or error (an alert).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useLayoutData } from "~/layout-data";
import { usePhrases } from "~/i18n/phrases";
import { leadSubmittedEvent, pushDataLayerEvent } from "~/attribution/data-layer";
import { capitaliseName, LEAD_SUCCESS_MESSAGE_MS, mobileInput } from "@contracts/lead/lead-rules";
import type { LeadFormField, LeadFormValues } from "@contracts/lead/lead-schema";
import { deferredModule } from "~/ui/deferred-module";
import type * as LeadSenderExports from "./lead-submit";
import type { LeadOutcome } from "./lead-submit";
import type * as LeadSchemaExports from "@contracts/lead/lead-schema";
import type { LeadFormData } from "./lead-data.server";
import { leadProductOptions, type LeadProductOption } from "@contracts/lead/lead-products";

/** spec 9: the loader image is 80 px wide. */
export const LEAD_LOADER_WIDTH = 80;

type Status = "idle" | "submitting" | "success" | Exclude<LeadOutcome, "accepted">;
type FieldErrors = Partial<Record<LeadFormField, string>>;

interface RootData {
  lang?: string;
  lead?: LeadFormData;
}

/** The lead form's data: the page's from the root loader, the language's from the layout data. */
export function useLeadFormData(): LeadFormData & { products: LeadProductOption[]; brandName: string; lang: string } {
  const root = useRouteLoaderData<RootData>("root");
  const layout = useLayoutData();
  return {
    // spec 9: with no lead products the field offers the default one
    products: layout.leadProducts.length ? layout.leadProducts : leadProductOptions([], "en"),
    preset: root?.lead?.preset ?? null,
    payloadKey: root?.lead?.payloadKey ?? "",
    brandName: layout.brand.brandName,
    lang: root?.lang ?? "en",
  };
}

function defaultProduct(products: LeadProductOption[], preferred: string | null | undefined): string {
  if (preferred && products.some((p) => p.value === preferred)) return preferred;
  return products[0]?.value ?? "";
}

/**
 * The form's schema and sender load when the visitor first focuses or touches the form, not with
 * the page (decision 068): the page's first load carries no zod.
 */
const leadSchema = deferredModule(() => import("@contracts/lead/lead-schema"));
const leadSender = deferredModule(() => import("./lead-submit"));
const startLoading = () => {
  leadSchema.start().catch(() => undefined);
  leadSender.start().catch(() => undefined);
};

type LeadSchemaModule = typeof LeadSchemaExports;

function fieldError(schema: LeadSchemaModule, field: LeadFormField, values: LeadFormValues): string | undefined {
  const result = schema.LeadFormSchema.shape[field].safeParse(values[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const FIELD_ORDER: LeadFormField[] = ["fullName", "mobile", "product"];

export function LeadForm({
  variant,
  initialProduct,
  labelledBy,
}: {
  variant: "modal" | "inline";
  /** A lead product value to preselect (else this page's product, else the first). */
  initialProduct?: string;
  /** The heading that names the form. */
  labelledBy?: string;
}) {
  const t = usePhrases();
  const { products, preset, payloadKey, brandName, lang } = useLeadFormData();
  const startProduct = defaultProduct(products, initialProduct ?? preset);
  const id = useId();
  const [values, setValues] = useState<LeadFormValues>({ fullName: "", mobile: "", product: startProduct });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const inputs = useRef<Partial<Record<LeadFormField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const submitButton = useRef<HTMLButtonElement>(null);
  const hadSubmission = useRef(false);

  // What a visitor typed or chose before the page's scripts ran is still in the fields when React
  // hydrates them: keep it (decision 035). A layout effect, so it is in state before any click.
  useLayoutEffect(() => {
    const typed = (field: LeadFormField) => inputs.current[field]?.value ?? "";
    const fullName = typed("fullName");
    const mobile = mobileInput(typed("mobile"));
    const product = typed("product");
    const chosen = product !== startProduct && products.some((p) => p.value === product);
    if (!fullName && !mobile && !chosen) return;
    setValues((v) => ({
      fullName: fullName || v.fullName,
      mobile: mobile || v.mobile,
      product: chosen ? product : v.product,
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  // spec 4, 9: the success message shows for 7 seconds
  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), LEAD_SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // the button comes back after the loader: give it focus back, as it had it
  useEffect(() => {
    if (status !== "submitting" && hadSubmission.current) {
      hadSubmission.current = false;
      submitButton.current?.focus();
    }
  }, [status]);

  /** Check one field with the shared schema (loaded by now, or as soon as it arrives). */
  const recheck = (field: LeadFormField, next: LeadFormValues) => {
    const schema = leadSchema.current;
    if (schema) setErrors((e) => ({ ...e, [field]: fieldError(schema, field, next) }));
    else
      leadSchema.start().then(
        (loaded) => setErrors((e) => ({ ...e, [field]: fieldError(loaded, field, next) })),
        () => undefined, // offline: the check runs again on submit
      );
  };

  const update = (field: LeadFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // an error already shown follows the typing, so it goes away as soon as the value is right
    if (errors[field]) recheck(field, next);
    if (status === "failed" || status === "session-expired") setStatus("idle");
  };

  const blur = (field: LeadFormField) => {
    const next = field === "fullName" ? { ...values, fullName: capitaliseName(values.fullName) } : values;
    if (next !== values) setValues(next);
    if (next[field] !== "" || errors[field]) recheck(field, next);
  };

  const hasErrors = Object.values(errors).some(Boolean);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "submitting") return;
    const ready = { ...values, fullName: capitaliseName(values.fullName) };
    setValues(ready);
    let modules: [LeadSchemaModule, typeof LeadSenderExports];
    try {
      modules = await Promise.all([leadSchema.start(), leadSender.start()]);
    } catch {
      // the form's code could not be fetched (offline): say so; the next try fetches it again
      setStatus("failed");
      return;
    }
    const [schema, { submitLead }] = modules;
    const parsed = schema.LeadFormSchema.safeParse(ready);
    // spec 5: submit is blocked while an error exists; empty fields show their required messages
    if (!parsed.success) {
      const found = schema.firstIssuePerField(parsed.error);
      setErrors(found);
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    setStatus("submitting");
    hadSubmission.current = true;
    const outcome = await submitLead(parsed.data, payloadKey);
    if (outcome === "accepted") {
      pushDataLayerEvent(leadSubmittedEvent(parsed.data.product, lang));
      setValues({ fullName: "", mobile: "", product: startProduct });
      setStatus("success");
    } else {
      setStatus(outcome);
    }
  };

  const describedBy = (field: LeadFormField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const inputClass = (field: LeadFormField) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 ${
      errors[field] ? "border-red-700" : "border-slate-400"
    }`;
  const errorText = (field: LeadFormField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={startLoading}
      onPointerDown={startLoading}
      aria-labelledby={labelledBy}
      data-lead-form={variant}
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-fullName`} className="block text-sm font-semibold text-slate-800">
          {t("lead_full_name_label")}
        </label>
        <input
          ref={(el) => {
            inputs.current.fullName = el;
          }}
          id={`${id}-fullName`}
          name="fullName"
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          required
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy("fullName")}
          value={values.fullName}
          onChange={(e) => update("fullName", e.target.value)}
          onBlur={() => blur("fullName")}
          className={inputClass("fullName")}
        />
        {errorText("fullName")}
      </div>
      <div>
        <label htmlFor={`${id}-mobile`} className="block text-sm font-semibold text-slate-800">
          {t("lead_mobile_label")}
        </label>
        <input
          ref={(el) => {
            inputs.current.mobile = el;
          }}
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={describedBy("mobile")}
          value={values.mobile}
          onChange={(e) => update("mobile", mobileInput(e.target.value))}
          onBlur={() => blur("mobile")}
          className={inputClass("mobile")}
        />
        {errorText("mobile")}
      </div>
      <div>
        <label htmlFor={`${id}-product`} className="block text-sm font-semibold text-slate-800">
          {t("lead_product_label")}
        </label>
        <select
          ref={(el) => {
            inputs.current.product = el;
          }}
          id={`${id}-product`}
          name="product"
          required
          aria-invalid={errors.product ? true : undefined}
          aria-describedby={describedBy("product")}
          value={values.product}
          onChange={(e) => update("product", e.target.value)}
          className={inputClass("product")}
        >
          {products.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        {errorText("product")}
      </div>
      <p className="text-xs leading-relaxed text-slate-700">{t("lead_consent", { brand: brandName })}</p>

      {(status === "failed" || status === "session-expired") && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.1h1.8v1.8H9.1v-1.8Z" />
          </svg>
          <span>{t(status === "session-expired" ? "lead_session_expired" : "lead_error")}</span>
        </div>
      )}

      <div className="flex min-h-12 items-center">
        {status === "submitting" ? (
          <SubmitLoader label={t("lead_submitting")} />
        ) : (
          <button
            ref={submitButton}
            type="submit"
            aria-disabled={hasErrors || undefined}
            className={`min-h-12 w-full rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900 ${
              hasErrors ? "cursor-not-allowed opacity-70" : ""
            }`}
          >
            {t("lead_submit")}
          </button>
        )}
      </div>
      <p
        role="status"
        className={status === "success" ? "rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800" : "sr-only"}
      >
        {status === "success" ? t("lead_success") : ""}
      </p>
    </form>
  );
}

/** spec 4: while submitting, the button is replaced by a loader (80 px wide, spec 9). */
function SubmitLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex w-full justify-center" data-lead-loader>
      <svg width={LEAD_LOADER_WIDTH} height="20" viewBox="0 0 80 20" aria-hidden="true" className="text-brand-700">
        {[10, 40, 70].map((cx, i) => (
          <circle
            key={cx}
            cx={cx}
            cy="10"
            r="7"
            fill="currentColor"
            className="animate-pulse motion-reduce:animate-none"
            style={{ animationDelay: `${i * 200}ms` }}
          />
        ))}
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
