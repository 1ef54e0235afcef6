import { describe, expect, it } from "vitest";
import { answersFromForm, answersFromQuery, firstMissingStep, journeyQuery } from "./health-journey";
import { cityTypeOfPincode } from "./city-zone";
import { ContactSchema, PremiumRequestSchema, SaveQuoteSchema, issuesByField } from "./health-schema";
import { inSiRange } from "./health-quote";

const complete = {
  members: ["Self", "Spouse", "Daughter"],
  age: 34,
  si: "3-5",
  pincode: "560001",
  coverage: [5],
} as const;

describe("the journey's addresses", () => {
  it("round-trips the answers through the query", () => {
    const query = journeyQuery({
      ...complete,
      members: [...complete.members],
      coverage: [...complete.coverage],
      city_type: 2,
    });
    expect(query).toBe("?members=Self,Spouse,Daughter&age=34&si=3-5&pincode=560001&coverage=5");
    expect(answersFromQuery(new URLSearchParams(query))).toEqual({ ...complete, city_type: 2 });
  });

  it("leaves unreadable answers at their defaults, so the step that needs them asks again", () => {
    const answers = answersFromQuery(
      new URLSearchParams("members=Self,King&age=abc&si=7-9&pincode=012345&coverage=9,2"),
    );
    expect(answers).toEqual({ members: ["Self"], age: 0, si: "3-5", pincode: "", city_type: 1, coverage: [2] });
  });

  it("sends a later step to the first missing one", () => {
    const read = (query: string) => answersFromQuery(new URLSearchParams(query));
    expect(firstMissingStep(read(""), false)).toBe(1);
    expect(firstMissingStep(read("members=Self"))).toBe(2);
    expect(firstMissingStep(read("members=Self&age=30"))).toBe(3);
    expect(firstMissingStep(read("members=Self&age=30&si=3-5&pincode=110001"))).toBe(4);
    expect(firstMissingStep(read("members=Self&age=30&si=3-5&pincode=110001&coverage=5"))).toBeNull();
    // spec 4: parents with an eldest member under 36 go back to the age
    expect(firstMissingStep(read("members=Self,Father&age=30&si=3-5&pincode=110001&coverage=5"))).toBe(2);
    expect(firstMissingStep(read("members=Daughter&age=30&si=3-5&pincode=110001&coverage=5"))).toBe(1);
  });

  it("reads a step's form over the carried answers", () => {
    const form = new URLSearchParams("members-form=1&member=Self&member=Mother&member=Nobody&daughters=2&sons=9");
    const answers = answersFromForm(form, answersFromQuery(new URLSearchParams("age=40")));
    expect(answers.members).toEqual(["Self", "Mother", "Daughter", "Daughter", "Son", "Son", "Son", "Son"]);
    expect(answers.age).toBe(40);
  });
});

describe("the shared schemas", () => {
  it("price only what spec 3 allows", () => {
    expect(PremiumRequestSchema.safeParse({ ...complete, city_type: 1 }).success).toBe(true);
    const problems = (body: unknown) => {
      const parsed = PremiumRequestSchema.safeParse(body);
      return parsed.success ? {} : issuesByField(parsed.error);
    };
    expect(problems({ ...complete, city_type: 1, age: 17 })).toEqual({ age: "health_age_range" });
    expect(problems({ ...complete, city_type: 4 })).toEqual({ city_type: "health_city_invalid" });
    expect(problems({ ...complete, city_type: 1, members: [] })).toEqual({ members: "health_members_required" });
    expect(problems({ ...complete, city_type: 1, members: ["Self", "Self"] })).toEqual({
      members: "health_members_invalid",
    });
    expect(problems({ ...complete, city_type: 1, members: ["Self", "Son", "Son", "Son", "Son", "Son"] })).toEqual({
      members: "health_children_max",
    });
    expect(problems({ ...complete, city_type: 1, coverage: [5, 1] })).toEqual({ coverage: "health_coverage_invalid" });
    expect(problems({ ...complete, city_type: 1, members: ["Self", "Mother"], age: 30 })).toEqual({
      age: "health_age_parents",
    });
    expect(problems({ ...complete, city_type: 1, si: "3-6" })).toEqual({ si: "health_si_invalid" });
  });

  it("check contact details by spec 5's rules", () => {
    const ok = { name: "Asha Rao", email: "", mobile: "9876543210", pincode: "560001", agree: 1 };
    expect(ContactSchema.safeParse(ok).success).toBe(true);
    const problems = (body: object) => {
      const parsed = ContactSchema.safeParse({ ...ok, ...body });
      return parsed.success ? {} : issuesByField(parsed.error);
    };
    expect(problems({ name: "Asha" })).toEqual({ name: "lead_name_two_words" });
    expect(problems({ mobile: "5876543210" })).toEqual({ mobile: "lead_mobile_invalid" });
    expect(problems({ email: "asha@example" })).toEqual({ email: "health_email_invalid" });
    expect(problems({ email: "a sha@example.in" })).toEqual({ email: "health_email_invalid" });
    expect(problems({ agree: 0 })).toEqual({ agree: "health_agree_required" });
    expect(problems({ pincode: "12345" })).toEqual({ pincode: "health_pincode_invalid" });
  });

  it("accepts a quote to save without trusting a premium", () => {
    const body = {
      product: "health",
      parameters: { ...complete, members: [...complete.members], coverage: [5] },
      name: "Asha Rao",
      mobile: "9876543210",
    };
    expect(SaveQuoteSchema.safeParse(body).success).toBe(true);
    expect(SaveQuoteSchema.safeParse({ ...body, product: "motor" }).success).toBe(false);
  });
});

describe("pincode zones and sum insured ranges", () => {
  it("puts the metros in zone 1, large cities in zone 2, the rest in zone 3", () => {
    expect(cityTypeOfPincode("110001")).toBe(1); // New Delhi
    expect(cityTypeOfPincode("400001")).toBe(1); // Mumbai
    expect(cityTypeOfPincode("560001")).toBe(2); // Bengaluru
    expect(cityTypeOfPincode("781001")).toBe(3); // Guwahati
  });

  it("leaves no gap between ranges", () => {
    expect(inSiRange(0.5, "1-2")).toBe(true);
    expect(inSiRange(2.5, "3-5")).toBe(true);
    expect(inSiRange(5, "3-5")).toBe(true);
    expect(inSiRange(5, "6-10")).toBe(false);
    expect(inSiRange(7.5, "6-10")).toBe(true);
  });
});
