import { describe, expect, it } from "vitest";
import {
  ADD_TRAVELLER,
  DEFAULT_ANSWERS,
  answersFromQuery,
  answersQuery,
  checkAnswers,
  editTravellers,
  presetAnswers,
  removeTraveller,
  requestQuery,
  sameRequest,
  tripLength,
  type TravelAnswers,
} from "./travel-answers";

const single: TravelAnswers = {
  tripType: "single",
  region: "asia",
  departure: "2030-03-01",
  return: "2030-03-07",
  days: "",
  travellers: ["34", "31"],
  sumInsured: "100000",
};

describe("answersFromQuery", () => {
  it("reads a sent form, repeated travellers in order", () => {
    const { answers, edit } = answersFromQuery(new URLSearchParams(answersQuery(single, null)));
    expect(answers).toEqual(single);
    expect(edit).toBeNull();
  });

  it("starts from the defaults, or a plan's preset, before the form is sent", () => {
    expect(answersFromQuery(new URLSearchParams("")).answers).toEqual(DEFAULT_ANSWERS);
    expect(answersFromQuery(new URLSearchParams("plan=travel-annual-multi")).answers.tripType).toBe("annual");
    expect(answersFromQuery(new URLSearchParams("plan=travel-family")).answers.travellers).toEqual(["", ""]);
    expect(answersFromQuery(new URLSearchParams("plan=nonsense")).answers).toEqual(DEFAULT_ANSWERS);
  });

  it("takes a saved quote's trip without the marker", () => {
    const { answers } = answersFromQuery(
      new URLSearchParams("tripType=annual&region=worldwide&days=30&traveller=40&traveller=12&sumInsured=250000"),
    );
    expect(answers).toMatchObject({ tripType: "annual", region: "worldwide", days: "30", travellers: ["40", "12"] });
  });

  it("adds and removes a row when a traveller button sent the form (no scripts)", () => {
    const add = answersFromQuery(new URLSearchParams(`travel-form=1&traveller=30&traveller=${ADD_TRAVELLER}`));
    expect(add.edit).toEqual({ add: true });
    expect(add.answers.travellers).toEqual(["30", ""]);
    const remove = answersFromQuery(
      new URLSearchParams(`travel-form=1&traveller=30&traveller=${removeTraveller(1)}&traveller=12&traveller=70`),
    );
    expect(remove.edit).toEqual({ remove: 1 });
    expect(remove.answers.travellers).toEqual(["30", "70"]);
  });

  it("never shows more rows than a quote covers, nor none", () => {
    const many = new URLSearchParams("travel-form=1");
    for (let i = 0; i < 9; i++) many.append("traveller", "20");
    expect(answersFromQuery(many).answers.travellers).toHaveLength(6);
    expect(answersFromQuery(new URLSearchParams("travel-form=1")).answers.travellers).toEqual([""]);
  });
});

describe("editTravellers", () => {
  it("keeps between one and six rows", () => {
    const one = { ...DEFAULT_ANSWERS, travellers: ["30"] };
    expect(editTravellers(one, { remove: 0 }).travellers).toEqual(["30"]);
    const six = { ...DEFAULT_ANSWERS, travellers: ["1", "2", "3", "4", "5", "6"] };
    expect(editTravellers(six, { add: true }).travellers).toHaveLength(6);
    expect(editTravellers(six, { remove: 9 }).travellers).toHaveLength(6);
  });
});

describe("checkAnswers", () => {
  it("makes the premium request, the days counted from the dates", () => {
    expect(checkAnswers(single)).toEqual({
      ok: true,
      request: { tripType: "single", region: "asia", days: 7, travellers: [34, 31], sumInsured: 100000 },
    });
  });

  it("takes the longest trip of an annual policy", () => {
    const annual = { ...single, tripType: "annual", return: "", days: "30" };
    expect(checkAnswers(annual)).toMatchObject({ ok: true, request: { days: 30 } });
    expect(checkAnswers({ ...annual, days: "" })).toEqual({ ok: false, errors: { days: "travel_days_invalid" } });
  });

  it("names each wrong field with the schema's keyword", () => {
    const result = checkAnswers({
      tripType: "single",
      region: "",
      departure: "",
      return: "",
      days: "",
      travellers: ["90", "", "12"],
      sumInsured: "75000",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        departure: "travel_departure_required",
        return: "travel_return_required",
        region: "travel_region_invalid",
        "traveller-0": "travel_age_invalid",
        "traveller-1": "travel_age_invalid",
        sumInsured: "travel_si_invalid",
      },
    });
  });

  it("refuses a return before the departure, and a trip longer than 180 days", () => {
    expect(checkAnswers({ ...single, return: "2030-02-27" })).toEqual({
      ok: false,
      errors: { return: "travel_dates_invalid" },
    });
    expect(checkAnswers({ ...single, return: "2030-09-01" })).toEqual({
      ok: false,
      errors: { return: "travel_days_invalid" },
    });
  });

  it("counts a same-day trip as one day", () => {
    expect(tripLength({ ...single, return: single.departure })).toBe(1);
  });
});

describe("addresses", () => {
  it("writes the dates of a single trip, the longest trip of an annual one", () => {
    expect(answersQuery(single, "travel-family")).toBe(
      "travel-form=1&tripType=single&region=asia&departure=2030-03-01&return=2030-03-07&traveller=34&traveller=31&sumInsured=100000&plan=travel-family",
    );
    expect(answersQuery({ ...single, tripType: "annual", days: "45" }, null)).toContain("&days=45&traveller=");
  });

  it("carries a saved quote's trip back to the form, without the marker", () => {
    const request = {
      tripType: "annual" as const,
      region: "worldwide" as const,
      days: 30,
      travellers: [40],
      sumInsured: 50000 as const,
    };
    const query = requestQuery(request, null);
    expect(query).toBe("tripType=annual&region=worldwide&days=30&traveller=40&sumInsured=50000");
    const { answers } = answersFromQuery(new URLSearchParams(query));
    expect(checkAnswers({ ...answers, departure: "2030-01-01" })).toEqual({ ok: true, request });
  });

  it("compares requests by what they ask", () => {
    const a = {
      tripType: "single" as const,
      region: "asia" as const,
      days: 7,
      travellers: [34],
      sumInsured: 50000 as const,
    };
    expect(sameRequest(a, { ...a, travellers: [34] })).toBe(true);
    expect(sameRequest(a, { ...a, travellers: [35] })).toBe(false);
    expect(sameRequest(a, { ...a, days: 8 })).toBe(false);
  });

  it("presets nothing for a plan without a preset", () => {
    expect(presetAnswers("travel-solo")).toEqual(DEFAULT_ANSWERS);
  });
});
