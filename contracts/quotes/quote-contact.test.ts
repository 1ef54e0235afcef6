import { describe, expect, it } from "vitest";
import { contactFromForm, contactProblems } from "./quote-contact";

const form = (pairs: [string, string][]) => new URLSearchParams(pairs);

describe("who to call back about a quote (issue 12)", () => {
  it("reads the fields trimmed, the mobile without +91 or a leading 0", () => {
    expect(
      contactFromForm(
        form([
          ["name", "  Asha Rao "],
          ["mobile", "+91 98123-45670"],
          ["agree", "1"],
        ]),
      ),
    ).toEqual({
      name: "Asha Rao",
      mobile: "9812345670",
      email: "",
      agree: true,
    });
    expect(contactFromForm(form([["mobile", "09812345670"]])).mobile).toBe("9812345670");
  });

  it("answers each line's own keywords for e-mail and consent", () => {
    const sent = form([
      ["name", "Asha Rao"],
      ["mobile", "9812345670"],
      ["email", "asha@"],
    ]);
    expect(contactProblems("travel", sent)).toEqual({ email: "travel_email_invalid", agree: "travel_agree_required" });
    expect(contactProblems("motor", sent)).toEqual({ email: "motor_email_invalid", agree: "motor_agree_required" });
  });

  it("takes a full name, a mobile starting 6-9 and an empty e-mail", () => {
    const good = form([
      ["name", "Asha Rao"],
      ["mobile", "6012345678"],
      ["email", ""],
      ["agree", "1"],
    ]);
    expect(contactProblems("travel", good)).toEqual({});
    const bad = contactProblems(
      "travel",
      form([
        ["name", "Asha"],
        ["mobile", "5012345678"],
        ["agree", "1"],
      ]),
    );
    expect(Object.keys(bad)).toEqual(["name", "mobile"]);
  });
});
