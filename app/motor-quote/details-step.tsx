/**
 * `/cardetails/{identifier}`: the cover questions, the premium beside them
 * (live with scripts; after "Calculate premium" without), and the form that
 * saves the quote. One form: saving posts the cover the visitor sees.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { journeyPremiumRequest, type CoverAnswers } from "@contracts/motor/motor-journey";
import { primaryButton, secondaryButton } from "~/ui/form-parts";
import { localizePath } from "@contracts/i18n/languages";
import { stepPath } from "@contracts/motor/motor-journey";
import type { MotorPageData } from "./motor-quote.server";
import { CarSummaryBox, type MotorAction } from "./journey-frame";
import { CoverFields, PremiumBar, PremiumPanel, useLivePremium } from "./cover-form";
import { ContactFields, contactProblems } from "./contact-fields";

type Data = Extract<MotorPageData, { kind: "details" }>;

export function DetailsStep({ data, action }: { data: Data; action: MotorAction | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const [cover, setCover] = useState<CoverAnswers>({
    ...data.cover,
    policyType: data.cover.policyType ?? "comprehensive",
    previousPolicy: data.cover.previousPolicy ?? "active",
  });
  const [attempted, setAttempted] = useState(false);
  const car = data.car;
  const answers = {
    vehicleType: "car" as const,
    make: data.vehicle.variantId.split("/")[0],
    model: data.vehicle.variantId.split("/")[1],
    variant: data.vehicle.variantId.split("/")[2],
    registrationDate: data.vehicle.registrationDate,
    rtoCode: data.vehicle.rtoCode,
  };
  const request = journeyPremiumRequest(answers, cover, data.today);
  const live = useLivePremium(request, data.premium, data.errors);
  const [contactErrors, setContactErrors] = useState<Record<string, string> | null>(null);
  const errors = {
    ...(attempted ? live.problems : {}),
    ...live.errors,
    ...(contactErrors ?? action?.errors ?? {}),
  };
  const busy = navigation.state !== "idle";
  return (
    <div data-motor-step="details">
      <CarSummaryBox car={car} identifier={data.identifier} lang={data.lang} upTo="details" />
      <div className="mb-4">
        <h2 className="text-2xl font-bold text-brand-900" id="step-heading">
          {t("motor_details_heading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("motor_details_intro")}</p>
      </div>
      <Form
        method="post"
        action={localizePath(stepPath("details", data.identifier), data.lang)}
        noValidate
        aria-labelledby="step-heading"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
        onSubmit={(event) => {
          // answers the schema refuses stay here, with their messages
          setAttempted(true);
          const saving = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "save";
          const contact = saving ? contactProblems(event.currentTarget) : {};
          setContactErrors(saving ? contact : null);
          if (Object.keys(live.problems).length || Object.keys(contact).length) event.preventDefault();
        }}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <CoverFields cover={cover} onChange={setCover} errors={errors} premium={live.premium} lang={data.lang} />
          <button
            type="submit"
            name="intent"
            value="price"
            className={`${secondaryButton} mt-6 w-full`}
            disabled={busy}
            data-calculate=""
          >
            {t("motor_calculate")}
          </button>
          <p className="mt-2 text-sm text-slate-600">{t("motor_live_note")}</p>
          <PremiumBar premium={live.premium} lang={data.lang} />
        </div>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <PremiumPanel premium={live.premium} errors={errors} busy={live.busy} lang={data.lang} />
          {live.premium && (
            <section
              aria-labelledby="save-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-save-quote=""
            >
              <h2 id="save-heading" className="mb-3 text-lg font-bold text-brand-900">
                {t("motor_save_quote")}
              </h2>
              <ContactFields errors={errors} values={action?.values ?? null} />
              <button
                type="submit"
                name="intent"
                value="save"
                className={`${primaryButton} mt-4 w-full`}
                disabled={busy}
                data-save=""
              >
                {t("motor_save_quote")}
              </button>
            </section>
          )}
        </div>
      </Form>
    </div>
  );
}
