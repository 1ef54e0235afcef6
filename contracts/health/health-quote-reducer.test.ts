import { describe, expect, it } from "vitest";
import {
  healthQuoteReducer,
  initialHealthQuote,
  type HealthQuoteAction,
  type HealthQuoteState,
  type PlanPremium,
} from "./health-quote-reducer";
import { DEFAULT_HEALTH_QUOTE } from "./health-quote";

const plan: PlanPremium = {
  productKey: "arogya-supreme",
  planName: "Arogya Supreme",
  sumInsured: 500000,
  basePremium: 100,
  gst: 0,
  totalPremium: 100,
  breakdown: [{ label: "Base premium", amount: 100 }],
};
const priced = (state: HealthQuoteState) => healthQuoteReducer(state, { type: "premiums", plans: [plan] });

describe("health quote state (spec 3, 4, 9)", () => {
  it("starts at spec 9's defaults", () => {
    const { params, premiums } = initialHealthQuote();
    expect(params).toEqual({ ...DEFAULT_HEALTH_QUOTE });
    expect(params).toMatchObject({ age: 0, members: ["Self"], si: "3-5", city_type: 1, step: 1, agree: 0 });
    expect(premiums).toBeNull();
  });

  it("an age below 36 removes Father, Mother, Father_in_law and Mother_in_law", () => {
    let state = initialHealthQuote({
      members: ["Self", "Spouse", "Father", "Mother", "Father_in_law", "Mother_in_law", "Son"],
    });
    state = healthQuoteReducer(state, { type: "age", age: 35 });
    expect(state.params.members).toEqual(["Self", "Spouse", "Son"]);
    expect(state.params.age).toBe(35);
  });

  it("an age of 36 or more keeps them", () => {
    const state = healthQuoteReducer(initialHealthQuote({ members: ["Self", "Father"] }), { type: "age", age: 36 });
    expect(state.params.members).toEqual(["Self", "Father"]);
  });

  it("toggling a member adds it if absent and removes it if present", () => {
    let state = healthQuoteReducer(initialHealthQuote(), { type: "toggleMember", member: "Spouse" });
    expect(state.params.members).toEqual(["Self", "Spouse"]);
    state = healthQuoteReducer(state, { type: "toggleMember", member: "Self" });
    expect(state.params.members).toEqual(["Spouse"]);
  });

  it("a daughter or son increment adds an entry, a decrement removes one matching entry", () => {
    let state = initialHealthQuote();
    state = healthQuoteReducer(state, { type: "addChild", child: "Daughter" });
    state = healthQuoteReducer(state, { type: "addChild", child: "Son" });
    state = healthQuoteReducer(state, { type: "addChild", child: "Daughter" });
    expect(state.params.members).toEqual(["Self", "Daughter", "Son", "Daughter"]);
    state = healthQuoteReducer(state, { type: "removeChild", child: "Daughter" });
    expect(state.params.members).toEqual(["Self", "Daughter", "Son"]);
    state = healthQuoteReducer(state, { type: "removeChild", child: "Son" });
    state = healthQuoteReducer(state, { type: "removeChild", child: "Son" });
    expect(state.params.members).toEqual(["Self", "Daughter"]);
  });

  it("takes at most four children", () => {
    let state = initialHealthQuote();
    for (let i = 0; i < 6; i++)
      state = healthQuoteReducer(state, { type: "addChild", child: i % 2 ? "Son" : "Daughter" });
    expect(state.params.members.filter((m) => m === "Son" || m === "Daughter")).toHaveLength(4);
  });

  it("the coverage toggle drops a 5 first, then removes an existing choice or adds it", () => {
    let state = initialHealthQuote({ coverage: [5] });
    state = healthQuoteReducer(state, { type: "toggleCoverage", value: 2 });
    expect(state.params.coverage).toEqual([2]);
    state = healthQuoteReducer(state, { type: "toggleCoverage", value: 3 });
    expect(state.params.coverage).toEqual([2, 3]);
    state = healthQuoteReducer(state, { type: "toggleCoverage", value: 2 });
    expect(state.params.coverage).toEqual([3]);
  });

  it("skip replaces the list with the single value", () => {
    const state = healthQuoteReducer(initialHealthQuote({ coverage: [1, 2, 3] }), { type: "skipCoverage", value: 5 });
    expect(state.params.coverage).toEqual([5]);
  });

  it("any parameter change clears the stored premiums", () => {
    const changes: HealthQuoteAction[] = [
      { type: "age", age: 40 },
      { type: "toggleMember", member: "Mother" },
      { type: "addChild", child: "Son" },
      { type: "removeChild", child: "Son" },
      { type: "toggleCoverage", value: 1 },
      { type: "skipCoverage", value: 5 },
      { type: "set", changes: { si: "6-10" } },
      { type: "replace", params: { ...DEFAULT_HEALTH_QUOTE, members: ["Self"], coverage: [] } },
    ];
    for (const change of changes) {
      const state = priced(initialHealthQuote({ age: 40 }));
      expect(state.premiums).toHaveLength(1);
      expect(healthQuoteReducer(state, change).premiums, change.type).toBeNull();
    }
  });

  it("the whole set can be replaced at once", () => {
    const params = {
      ...DEFAULT_HEALTH_QUOTE,
      age: 52,
      members: ["Self" as const, "Spouse" as const],
      si: "6-10" as const,
      coverage: [1 as const],
    };
    const state = healthQuoteReducer(initialHealthQuote(), { type: "replace", params });
    expect(state.params).toEqual(params);
    expect(state.params.members).not.toBe(params.members);
  });
});
