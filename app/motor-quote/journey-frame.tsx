/**
 * What every page of the car journey shows around its step (issue 12): the
 * hero, the progress through the six steps, and the car so far with a link
 * back to each answer. A module of its own: the journey's steps and its car
 * details page are separate scripts, and both use it.
 */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { formatDisplayDate } from "~/text/display-date";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { stepPath, type MotorStep } from "@contracts/motor/motor-journey";
import type { PageSeo } from "~/seo/page-seo";
import type { CarSummary, MotorPageData } from "./motor-quote.server";
import { engineText, formatRupees } from "./motor-format";

export interface MotorAction {
  errors: Record<string, string>;
  values: Record<string, string>;
  errorValues?: Record<string, string>;
}

const PROGRESS: { step: MotorStep; key: string }[] = [
  { step: "make", key: "motor_step_make" },
  { step: "model", key: "motor_step_model" },
  { step: "fuel", key: "motor_step_fuel" },
  { step: "variant", key: "motor_step_variant" },
  { step: "registration", key: "motor_step_registration" },
  { step: "details", key: "motor_step_details" },
];

const STEP_OF_KIND: Partial<Record<MotorPageData["kind"], MotorStep>> = {
  make: "make",
  model: "model",
  fuel: "fuel",
  variant: "variant",
  registration: "registration",
  "new-car": "registration",
  details: "details",
};

/** The hero and, on a journey step, its progress; then the page's own content. */
export function MotorPageFrame({
  data,
  children,
}: {
  data: { kind: MotorPageData["kind"]; seo: PageSeo; presetProduct?: { key: string; name: string } | null };
  children: React.ReactNode;
}) {
  const step = STEP_OF_KIND[data.kind];
  const preset = data.presetProduct;
  return (
    <article data-page={`motor-${data.kind}`} data-preset-product={preset?.key}>
      <PageHero seo={data.seo}>
        {preset && (
          <p className="mt-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            {preset.name}
          </p>
        )}
        {step && <MotorProgress step={step} />}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">{children}</div>
    </article>
  );
}

function MotorProgress({ step }: { step: MotorStep }) {
  const t = usePhrases();
  const index = PROGRESS.findIndex((p) => p.step === step);
  return (
    <nav aria-label={t("motor_progress_label")} className="mt-4">
      <p className="text-sm font-semibold text-brand-900">
        {t("motor_step_of", { step: index + 1, total: PROGRESS.length })}
      </p>
      <ol className="mt-2 grid grid-cols-6 gap-1.5" data-motor-progress="">
        {PROGRESS.map((p, i) => (
          <li key={p.step} aria-current={i === index ? "step" : undefined} className="min-w-0">
            <span
              className={`block h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-300"}`}
              aria-hidden="true"
            />
            <span
              className={`mt-1 hidden truncate text-xs sm:block ${i === index ? "font-bold text-brand-900" : "text-slate-600"}`}
            >
              {t(p.key)}
            </span>
            <span className="sr-only sm:hidden">{t(p.key)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The car so far, each answer with a link back to its step. */
export function CarSummaryBox({
  car,
  identifier,
  lang,
  upTo,
  readOnly = false,
}: {
  car: CarSummary | null;
  identifier: string;
  lang: Lang;
  /** The step showing the box: answers from it on are not listed. */
  upTo: MotorStep;
  /** A saved quote's car: nothing to change here. */
  readOnly?: boolean;
}) {
  const t = usePhrases();
  if (!car) return null;
  const order: MotorStep[] = ["make", "model", "fuel", "variant", "registration"];
  const rows: { step: MotorStep; label: string; value: string | null }[] = [
    { step: "make", label: t("motor_step_make"), value: car.make },
    { step: "model", label: t("motor_step_model"), value: car.model },
    { step: "fuel", label: t("motor_step_fuel"), value: car.fuel ? t(`motor_fuel_${car.fuel}`) : null },
    {
      step: "variant",
      label: t("motor_step_variant"),
      value: car.variant
        ? `${car.variant} · ${engineText(car.cc, car.kw, lang, t)} · ${formatRupees(car.price ?? 0, lang)}`
        : null,
    },
    {
      step: "registration",
      label: t("motor_step_registration"),
      value: car.brandNew
        ? t("motor_step_new_car")
        : car.registration
          ? [
              car.registration,
              car.registrationDate
                ? t("motor_registered_on", { date: formatDisplayDate(car.registrationDate, lang) })
                : "",
              car.rto ? t("motor_rto_city", { city: car.rto.city }) : "",
            ]
              .filter(Boolean)
              .join(" · ")
          : null,
    },
  ];
  const limit = upTo === "details" ? order.length : order.indexOf(upTo);
  const shown = rows.filter((row, i) => row.value && i < limit);
  if (!shown.length) return null;
  return (
    <section
      aria-labelledby="car-summary"
      className="mb-6 rounded-2xl border border-slate-200 bg-slate-50 p-4"
      data-car-summary=""
    >
      <h2 id="car-summary" className="text-base font-semibold text-slate-900">
        {t("motor_your_car")}
      </h2>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((row) => (
          <div key={row.step} className="min-w-0">
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-3 font-medium text-slate-900">
              <span>{row.value}</span>
              {!readOnly && (
                <SiteLink
                  to={localizePath(stepPath(row.step, identifier), lang)}
                  className="text-brand-800 underline underline-offset-2"
                  aria-label={`${t("motor_change")}: ${row.label}`}
                >
                  {t("motor_change")}
                </SiteLink>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
