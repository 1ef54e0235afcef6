// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeadForm } from "./lead-form";
import type { LeadFormData } from "./lead-data.server";
import { EMPTY_LAYOUT } from "~/layout-data";
import { keepLayoutData } from "~/layout/layout-data-store";
import { submitLead } from "./lead-submit";

vi.mock("./lead-submit", () => ({ submitLead: vi.fn() }));
const submit = vi.mocked(submitLead);

/** The form's English labels, from its seed file (a missing keyword shows up as itself). */
const phrases: Record<string, string> = {};
const rows = JSON.parse(fs.readFileSync(path.resolve("content/seed/translationkeywords/0100-lead.json"), "utf8")) as {
  keyword: string;
  content_en: string;
}[];
for (const row of rows) phrases[row.keyword] = row.content_en;

const lead: LeadFormData = { preset: null, payloadKey: "key" };
const layout = "/layout-data/en-test.json";
keepLayoutData(layout, {
  ...EMPTY_LAYOUT,
  phrases,
  brand: { ...EMPTY_LAYOUT.brand, brandName: "Example General" },
  leadProducts: [
    { label: "Arogya Sanjeevani", value: "Arogya Sanjeevani" },
    { label: "Travel Insurance", value: "Travel" },
  ],
});

const rootData = { lang: "en", lead, layout };

async function renderForm(props: Partial<React.ComponentProps<typeof LeadForm>> = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      Component: () => <LeadForm variant="inline" {...props} />,
      loader: () => rootData,
    },
  ]);
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: rootData } }} />);
  await screen.findByLabelText("Full Name");
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  submit.mockReset();
  delete window.dataLayer;
});

describe("LeadForm", () => {
  it("shows the required messages for empty fields, tied to them, and sends nothing", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Request a Call Back" }));
    const name = screen.getByLabelText("Full Name");
    const mobile = screen.getByLabelText("Mobile Number");
    // the schema loads on the first submit when the form was never focused (decision 068)
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please Enter Full Name",
    );
    expect(document.getElementById(mobile.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please Enter Mobile Number",
    );
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole("button", { name: "Request a Call Back" }).getAttribute("aria-disabled")).toBe("true");
    expect(submit).not.toHaveBeenCalled();
  });

  it("keeps digits only in the mobile field and capitalises the name on blur", async () => {
    await renderForm();
    const name = screen.getByLabelText<HTMLInputElement>("Full Name");
    const mobile = screen.getByLabelText<HTMLInputElement>("Mobile Number");
    fireEvent.change(mobile, { target: { value: "98a76-5432101" } });
    expect(mobile.value).toBe("9876543210");
    fireEvent.change(name, { target: { value: "asha devi rao" } });
    fireEvent.blur(name);
    expect(name.value).toBe("Asha Devi Rao");
  });

  it("preselects the given product, else the first", async () => {
    await renderForm({ initialProduct: "Travel" });
    expect(screen.getByLabelText<HTMLSelectElement>("Product").value).toBe("Travel");
    cleanup();
    await renderForm();
    expect(screen.getByLabelText<HTMLSelectElement>("Product").value).toBe("Arogya Sanjeevani");
  });

  it("sends a valid form, clears it, shows success for 7 seconds and tells the data layer", async () => {
    let resolve: (outcome: "accepted") => void = () => undefined;
    submit.mockImplementation(() => new Promise((r) => (resolve = r)));
    await renderForm();
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Asha Rao" } });
    fireEvent.change(screen.getByLabelText("Mobile Number"), { target: { value: "9876543210" } });
    fireEvent.submit(screen.getByRole("button", { name: "Request a Call Back" }).closest("form") as HTMLFormElement);

    // submitting (once the schema and sender have loaded): the button gives way to the loader
    await waitFor(() => expect(screen.queryByRole("button", { name: "Request a Call Back" })).toBeNull());
    vi.useFakeTimers();
    expect(screen.getByText("Submitting your details")).toBeTruthy();
    expect(submit).toHaveBeenCalledWith(
      { fullName: "Asha Rao", mobile: "9876543210", product: "Arogya Sanjeevani" },
      "key",
    );

    await act(async () => resolve("accepted"));
    expect(screen.getByText("Thank you! Our insurance expert will call you shortly.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Full Name").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Mobile Number").value).toBe("");
    expect(window.dataLayer).toEqual([
      {
        event: "lead_form_submit",
        product_name: "Arogya Sanjeevani",
        language: "en",
        quote_number: "NA",
        lead_number: "NA",
        policy_number: "NA",
      },
    ]);

    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.queryByText("Thank you! Our insurance expert will call you shortly.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Thank you! Our insurance expert will call you shortly.")).toBeNull();
  });

  it.each([
    ["session-expired", "Your session has expired. Please reload the page and try again."],
    ["failed", "Sorry, we could not submit your details. Please try again."],
  ] as const)("shows the %s alert and keeps the fields", async (outcome, text) => {
    submit.mockResolvedValue(outcome);
    await renderForm();
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Asha Rao" } });
    fireEvent.change(screen.getByLabelText("Mobile Number"), { target: { value: "9876543210" } });
    fireEvent.click(screen.getByRole("button", { name: "Request a Call Back" }));
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(screen.getByLabelText<HTMLInputElement>("Full Name").value).toBe("Asha Rao");
  });
});
