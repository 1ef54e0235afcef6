/**
 * The car journey of `/vehiclemakers` to `/cardetails` (issue 12; spec 2
 * "Motor"): its steps and addresses, the answers a journey keeps on the
 * server under its identifier, and the one reading of each step's form, so a
 * posted form (no scripts), the browser's live premium and the calculators'
 * GET forms meet the same rules (MotorPremiumRequestSchema).
 */
import * as z from "zod/mini";
import type { AddonKey, NcbPercent } from "./motor-quote";
import { MotorPremiumRequestSchema, RegistrationDateSchema, RegistrationSchema, RtoCodeSchema } from "./motor-schema";
import type { MotorJourneyAnswers } from "./motor-journey-answers";
import { contactFromForm, quoteContactSchema } from "../quotes/quote-contact";

z.config({ jitless: true });

export const MOTOR_STEPS = ["make", "model", "fuel", "variant", "registration", "details"] as const;
export type MotorStep = (typeof MOTOR_STEPS)[number];

/** The journey's addresses; each also takes `/{identifier}` (spec 2). Fuel comes before the variant (decision 051). */
export const MOTOR_STEP_PATHS: Record<MotorStep | "newCar", string> = {
  make: "/vehiclemakers",
  model: "/vehiclemodels",
  fuel: "/vehiclefueltype",
  variant: "/vehiclevariant",
  registration: "/vehicleregistration",
  details: "/cardetails",
  newCar: "/newcarlead",
};

export const CAR_CALCULATOR_PATH = "/motor-insurance/car-insurance-online/car-insurance-calculator";
export const BIKE_CALCULATOR_PATH = "/motor-insurance/bike-insurance/bike-insurance-calculator";

/** The journey step (or the new-car page, or a calculator) an English path is, if any. */
export function motorPageOfPath(
  path: string,
):
  { kind: "step"; step: MotorStep } | { kind: "new-car" } | { kind: "calculator"; vehicleType: "car" | "bike" } | null {
  if (path === CAR_CALCULATOR_PATH) return { kind: "calculator", vehicleType: "car" };
  if (path === BIKE_CALCULATOR_PATH) return { kind: "calculator", vehicleType: "bike" };
  const base = `/${path.split("/")[1] ?? ""}`;
  if (base === MOTOR_STEP_PATHS.newCar) return { kind: "new-car" };
  const step = MOTOR_STEPS.find((s) => MOTOR_STEP_PATHS[s] === base);
  return step ? { kind: "step", step } : null;
}

export type { MotorJourneyAnswers };

/** The first step whose answer the journey lacks, or null when the car details can be priced. */
export function firstMissingStep(answers: MotorJourneyAnswers): MotorStep | null {
  if (!answers.make) return "make";
  if (!answers.model) return "model";
  if (!answers.fuel) return "fuel";
  if (!answers.variant) return "variant";
  if (!answers.brandNew && (!answers.registration || !answers.registrationDate || !answers.rtoCode))
    return "registration";
  return null;
}

/** Whether every question of the car details step has an answer (the premium can be shown). */
export function hasDetails(answers: MotorJourneyAnswers): boolean {
  return answers.policyType !== undefined && answers.previousNcb !== undefined && answers.claimLastYear !== undefined;
}

export function variantIdOf(answers: Pick<MotorJourneyAnswers, "make" | "model" | "variant">): string {
  return `${answers.make}/${answers.model}/${answers.variant}`;
}

/** A step's address in a language's path (without the language suffix, which pages add). */
export function stepPath(step: MotorStep | "newCar", identifier?: string): string {
  return identifier ? `${MOTOR_STEP_PATHS[step]}/${identifier}` : MOTOR_STEP_PATHS[step];
}

/** Anything a form can be read from: FormData, URLSearchParams. */
export interface FormFields {
  get(name: string): FormDataEntryValue | string | null;
  getAll(name: string): (FormDataEntryValue | string)[];
  has(name: string): boolean;
}

const text = (form: FormFields, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const wholeNumber = (value: string): number | undefined => {
  const digits = value.replace(/[,\s₹]/g, "");
  if (digits === "") return undefined;
  const number = Number(digits);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** The marker field of the details and calculator forms: a sent form whose checkbox is absent means "no". */
export const MOTOR_FORM_MARKER = "motor-form";

/** The car details (and calculators') cover questions, as a form sends them. */
export interface CoverAnswers {
  policyType?: MotorJourneyAnswers["policyType"];
  previousPolicy?: MotorJourneyAnswers["previousPolicy"];
  previousNcb?: NcbPercent;
  claimLastYear?: boolean;
  addons: AddonKey[];
  idv?: number;
  thirdPartyActive?: boolean;
  paOwnerDriver: boolean;
}

/** Read the cover questions of a form; values the schema will refuse are kept as sent so the message names them. */
export function coverFromForm(form: FormFields): CoverAnswers {
  const policyType = text(form, "policyType");
  const previousPolicy = text(form, "previousPolicy");
  const ncb = text(form, "previousNcb");
  const claim = text(form, "claimLastYear");
  const idv = wholeNumber(text(form, "idv"));
  const sent = form.has(MOTOR_FORM_MARKER);
  return {
    ...(policyType ? { policyType: policyType as CoverAnswers["policyType"] } : {}),
    ...(previousPolicy ? { previousPolicy: previousPolicy as CoverAnswers["previousPolicy"] } : {}),
    ...(ncb !== "" ? { previousNcb: Number(ncb) as NcbPercent } : {}),
    ...(claim === "yes" ? { claimLastYear: true } : claim === "no" ? { claimLastYear: false } : {}),
    addons: form.getAll("addon").map(String) as AddonKey[],
    ...(idv !== undefined ? { idv } : {}),
    ...(form.get("thirdPartyActive") === "1" ? { thirdPartyActive: true } : {}),
    paOwnerDriver: sent ? form.get("pa") === "1" : true,
  };
}

/** A form's cover answers as the premium request wants them (a lapsed or no policy carries no bonus). */
export function coverRequest(cover: CoverAnswers) {
  const previousPolicy = cover.previousPolicy ?? "active";
  const thirdParty = cover.policyType === "third-party";
  return {
    policyType: cover.policyType,
    previousPolicy,
    previousNcb: previousPolicy === "active" ? cover.previousNcb : 0,
    claimLastYear: previousPolicy === "active" ? cover.claimLastYear : false,
    addons: thirdParty ? [] : cover.addons,
    ...(cover.idv !== undefined && !thirdParty ? { idv: cover.idv } : {}),
    ...(cover.policyType === "own-damage" ? { thirdPartyActive: cover.thirdPartyActive === true } : {}),
    paOwnerDriver: cover.paOwnerDriver,
  };
}

/** The premium request of a journey whose vehicle and registration are known. */
export function journeyPremiumRequest(answers: MotorJourneyAnswers, cover: CoverAnswers, today: string) {
  return {
    vehicleType: "car" as const,
    variantId: variantIdOf(answers),
    registrationDate: answers.brandNew ? (answers.registrationDate ?? today) : answers.registrationDate,
    rtoCode: answers.rtoCode,
    ...coverRequest(answers.brandNew ? { ...cover, previousPolicy: "none" } : cover),
  };
}

/** The cover answers a journey already holds, as a form would send them. */
export function coverOfJourney(answers: MotorJourneyAnswers): CoverAnswers {
  return {
    policyType: answers.policyType,
    previousPolicy: answers.previousPolicy,
    previousNcb: answers.previousNcb,
    claimLastYear: answers.claimLastYear,
    addons: answers.addons ?? [],
    idv: answers.idv,
    thirdPartyActive: answers.thirdPartyActive,
    paOwnerDriver: answers.paOwnerDriver ?? true,
  };
}

/** The calculators' vehicle fields (no catalogue): engine, price, registration date and RTO. */
export function calculatorRequest(vehicleType: "car" | "bike", form: FormFields) {
  const cc = wholeNumber(text(form, "cc"));
  const kwText = text(form, "kw").replace(",", ".");
  const price = wholeNumber(text(form, "price"));
  return {
    vehicleType,
    ...(cc !== undefined ? { cc } : {}),
    ...(kwText !== "" ? { kw: Number(kwText) } : {}),
    ...(price !== undefined ? { exShowroomPrice: price } : {}),
    registrationDate: text(form, "registrationDate"),
    rtoCode: text(form, "rtoCode"),
    ...coverRequest(coverFromForm(form)),
  };
}

/** The first message of each field of a checked premium request. */
export function motorIssuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function checkPremiumRequest(request: unknown) {
  const parsed = MotorPremiumRequestSchema.safeParse(request);
  return parsed.success
    ? { ok: true as const, value: parsed.data, errors: {} }
    : { ok: false as const, errors: motorIssuesByField(parsed.error.issues) };
}

/** The registration step's form: a number, its date and (for a BH number) the RTO; or a brand-new car. */
export function registrationFromForm(form: FormFields) {
  return {
    brandNew: form.get("brandNew") === "1",
    registration: text(form, "registration"),
    registrationDate: text(form, "registrationDate"),
    rtoCode: text(form, "rtoCode"),
  };
}

export const RegistrationStepSchema = z.object({
  registration: RegistrationSchema,
  registrationDate: RegistrationDateSchema,
});
export { RtoCodeSchema };

/** Who to call back about a motor quote (the car details, new-car and calculator pages' save forms). */
export const MotorContactSchema = quoteContactSchema("motor");
export { contactFromForm };
