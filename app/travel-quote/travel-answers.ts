/**
 * The travel calculator's answers as its form and its address carry them
 * (issue 12, spec 2 "Travel"): read from a query (the GET form without
 * scripts, a refreshed page), checked with the one premium schema
 * (contracts/travel/travel-quote.ts) and turned back into an address.
 * Answers stay as typed, so a wrong one is shown again as it was entered.
 */
import {
  MAX_TRAVELLERS,
  TravelPremiumRequestSchema,
  tripDays,
  type TravelPremiumRequest,
} from "@contracts/travel/travel-quote";

/** The form's marker: a query with it is a sent form, to price (contracts/page-parameters.ts). */
export const FORM_MARKER = "travel-form";
/** A traveller row's add and remove buttons send the `traveller` field too, with these values (no scripts). */
export const ADD_TRAVELLER = "add";
const REMOVE_TRAVELLER = /^remove-(\d)$/;
export const removeTraveller = (index: number) => `remove-${index}`;

/** The eight travel plans (their product pages are /travel-insurance/{plan}); the engine prices those a trip allows. */
export const TRAVEL_PLAN_KEYS = [
  "travel-annual-multi",
  "travel-business",
  "travel-family",
  "travel-flight",
  "travel-holiday",
  "travel-international",
  "travel-senior-citizens",
  "travel-solo",
] as const;

export const isTravelPlan = (key: string | null | undefined): key is string =>
  (TRAVEL_PLAN_KEYS as readonly string[]).includes(key ?? "");

export interface TravelAnswers {
  tripType: string;
  region: string;
  /** yyyy-MM-dd, as a date input gives it. */
  departure: string;
  /** Single trips: yyyy-MM-dd. */
  return: string;
  /** Annual trips: the longest trip, in days. */
  days: string;
  /** Each traveller's age as typed, one a row. */
  travellers: string[];
  sumInsured: string;
}

export type TravellerEdit = { add: true } | { remove: number };

export const DEFAULT_ANSWERS: TravelAnswers = {
  tripType: "single",
  region: "",
  departure: "",
  return: "",
  days: "",
  travellers: [""],
  sumInsured: "50000",
};

/**
 * What a plan's "Get a price" link sets before the visitor answers: the
 * annual plan is an annual trip, the family plan starts with two travellers.
 */
const PLAN_PRESETS: Record<string, Partial<TravelAnswers>> = {
  "travel-annual-multi": { tripType: "annual" },
  "travel-family": { travellers: ["", ""] },
};

export function presetAnswers(plan: string | null): TravelAnswers {
  return { ...DEFAULT_ANSWERS, ...(plan ? PLAN_PRESETS[plan] : undefined) };
}

/** The answers in a query, and the traveller row a button asked to add or remove (without scripts). */
export function answersFromQuery(query: URLSearchParams): { answers: TravelAnswers; edit: TravellerEdit | null } {
  const plan = query.get("plan");
  if (!query.has(FORM_MARKER)) {
    const preset = presetAnswers(isTravelPlan(plan) ? plan : null);
    // a quote's "change trip details" link carries its answers without the marker
    const travellers = query.getAll("traveller").slice(0, MAX_TRAVELLERS);
    return {
      answers: {
        tripType: query.get("tripType") ?? preset.tripType,
        region: query.get("region") ?? preset.region,
        departure: query.get("departure") ?? "",
        return: query.get("return") ?? "",
        days: query.get("days") ?? "",
        travellers: travellers.length ? travellers : preset.travellers,
        sumInsured: query.get("sumInsured") ?? preset.sumInsured,
      },
      edit: null,
    };
  }
  let edit: TravellerEdit | null = null;
  const travellers: string[] = [];
  for (const value of query.getAll("traveller")) {
    const remove = REMOVE_TRAVELLER.exec(value);
    if (value === ADD_TRAVELLER) edit = { add: true };
    else if (remove) edit = { remove: Number(remove[1]) };
    else travellers.push(value.trim());
  }
  const answers: TravelAnswers = {
    tripType: query.get("tripType") ?? "",
    region: query.get("region") ?? "",
    departure: query.get("departure") ?? "",
    return: query.get("return") ?? "",
    days: (query.get("days") ?? "").trim(),
    travellers: travellers.length ? travellers.slice(0, MAX_TRAVELLERS) : [""],
    sumInsured: query.get("sumInsured") ?? "",
  };
  return { answers: edit ? editTravellers(answers, edit) : answers, edit };
}

/** A row added (up to the most a quote covers) or taken away (never the last one). */
export function editTravellers(answers: TravelAnswers, edit: TravellerEdit): TravelAnswers {
  const rows = answers.travellers;
  if ("add" in edit) return rows.length >= MAX_TRAVELLERS ? answers : { ...answers, travellers: [...rows, ""] };
  if (rows.length <= 1 || edit.remove >= rows.length) return answers;
  return { ...answers, travellers: rows.filter((_, i) => i !== edit.remove) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const whole = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** A trip's length in days from its answers, or null while they do not give one. */
export function tripLength(answers: TravelAnswers): number | null {
  if (answers.tripType === "annual") {
    const days = whole(answers.days);
    return Number.isNaN(days) ? null : days;
  }
  if (!isDay(answers.departure) || !isDay(answers.return)) return null;
  return tripDays(answers.departure, answers.return);
}

export type CheckedAnswers =
  { ok: true; request: TravelPremiumRequest } | { ok: false; errors: Record<string, string> };

/**
 * The premium request the answers make, checked with the schema the API
 * checks with; otherwise each field's first message keyword. A traveller's
 * field is `traveller-{index}`; the trip length belongs to the return date
 * (single trips) or the longest trip (annual).
 */
export function checkAnswers(answers: TravelAnswers): CheckedAnswers {
  const errors: Record<string, string> = {};
  const annual = answers.tripType === "annual";
  const daysField = annual ? "days" : "return";
  if (!isDay(answers.departure)) errors.departure = "travel_departure_required";
  if (!annual && !isDay(answers.return)) errors.return = "travel_return_required";
  const days = tripLength(answers);
  if (!annual && days !== null && days < 1) errors.return = "travel_dates_invalid";

  const request = {
    tripType: answers.tripType,
    region: answers.region,
    days: days ?? Number.NaN,
    travellers: answers.travellers.map(whole),
    sumInsured: Number(answers.sumInsured),
  };
  const parsed = TravelPremiumRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const field =
        first === "days"
          ? daysField
          : first === "travellers" && typeof index === "number"
            ? `traveller-${index}`
            : String(first ?? "form");
      if (!(field in errors)) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** The answers as the calculator's address (`?travel-form=1&...`): what a refresh or a shared link prices again. */
export function answersQuery(answers: TravelAnswers, plan: string | null): string {
  const query = new URLSearchParams({ [FORM_MARKER]: "1", tripType: answers.tripType, region: answers.region });
  query.append("departure", answers.departure);
  if (answers.tripType === "annual") query.append("days", answers.days);
  else query.append("return", answers.return);
  for (const age of answers.travellers) query.append("traveller", age);
  query.append("sumInsured", answers.sumInsured);
  if (plan) query.append("plan", plan);
  return query.toString();
}

/**
 * A saved quote's trip as the calculator's address, to change it: its dates
 * are not kept (the quote keeps the trip's length), so a single trip asks
 * for them again.
 */
export function requestQuery(request: TravelPremiumRequest, plan: string | null): string {
  const query = new URLSearchParams({ tripType: request.tripType, region: request.region });
  if (request.tripType === "annual") query.append("days", String(request.days));
  for (const age of request.travellers) query.append("traveller", String(age));
  query.append("sumInsured", String(request.sumInsured));
  if (plan) query.append("plan", plan);
  return query.toString();
}

/** Whether two requests ask the same (the premiums shown are those of the answers). */
export function sameRequest(a: TravelPremiumRequest, b: TravelPremiumRequest): boolean {
  return (
    a.tripType === b.tripType &&
    a.region === b.region &&
    a.days === b.days &&
    a.sumInsured === b.sumInsured &&
    a.travellers.length === b.travellers.length &&
    a.travellers.every((age, i) => age === b.travellers[i])
  );
}
