import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDemoPolicies } from "../policy-admin/demo-policies";
import { pdfText } from "../../tests/support/pdf-text";
import { OTHER_SCRIPT_NOTE } from "../pdf/pdf-renderer";
import { customerInformationSheetPdf, longDay, policySchedulePdf, rupees } from "./policy-pdf";

const insurer = {
  name: "SBI General Insurance Company Limited",
  legalAddress: "Fulcrum Building, 9th Floor, Sahar Road, Andheri (East), Mumbai – 400 099",
  registration: "IRDAI Registration No. 144",
  helpline: "1800 102 1111",
  email: "customer.care@sbigeneral.in",
  grievancePortal: "https://bimabharosa.irdai.gov.in",
};
const policies = readDemoPolicies(path.resolve(import.meta.dirname, "../../content/seed"))!.data.policies;
const meta = { reference: "PD-261127-7K3Q9X", issuedAt: new Date("2026-11-27T06:00:00Z") };

describe("policy schedule and CIS PDFs (decision 057)", () => {
  it("render every demo policy with its particulars, the insurer and the request, never the whole mobile", async () => {
    for (const policy of policies) {
      const text = pdfText(await policySchedulePdf(policy, insurer, meta));
      for (const expected of [
        "Policy Schedule",
        policy.policyNo,
        policy.product,
        policy.holder.name,
        rupees(policy.premium),
        longDay(policy.period.start),
        insurer.registration,
        "Mumbai – 400 099",
        meta.reference,
      ]) {
        expect(text, `${policy.policyNo}: ${expected}`).toContain(expected);
      }
      expect(text).not.toContain(policy.holder.mobile);
      if (policy.insured.kind === "vehicle") expect(text).toContain(policy.insured.registration);
      if (policy.insured.kind === "members") {
        for (const member of policy.insured.members) expect(text).toContain(member.name);
        if (policy.insured.currency === "USD") expect(text).toMatch(/Sum insured\nUSD [\d,]+/);
      }
      if (policy.insured.kind === "home") expect(text).toContain(policy.insured.pincode);
      const cis = pdfText(await customerInformationSheetPdf(policy, insurer, meta));
      expect(cis).toContain("Customer Information Sheet");
      expect(cis).toContain(policy.policyNo);
      expect(cis).toContain("3. What is not covered");
    }
  });

  it("writes amounts the Indian way; a name in a script the font cannot draw is a note, not wrong glyphs", async () => {
    expect(rupees(560000)).toBe("Rs. 5,60,000");
    expect(longDay("2026-04-20")).toBe("20 Apr 2026");
    const policy = { ...policies[0]!, holder: { ...policies[0]!.holder, name: "आशा वर्मा" } };
    const text = pdfText(await policySchedulePdf(policy, insurer, meta));
    expect(text).toContain(OTHER_SCRIPT_NOTE);
    expect(text).not.toContain("आशा");
  });
});
