/**
 * The crop scheme pages' own documents (decision 062): short summaries and a
 * form drawn from the PMFBY Operational Guidelines (revamped, effective
 * Kharif 2020), written as PDFs into public/uploads/fasalbima/ for the
 * `fasalbimas` seed to link to. In English: pdf-lib cannot shape Indic
 * scripts (server/pdf/pdf-renderer.ts). The files are committed; run this
 * again after changing the text:
 *
 *   npx tsx scripts/generate-crop-documents.ts
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { PrintDocument } from "../contracts/print/print-document";
import { renderPdf } from "../server/pdf/pdf-renderer";

const ISSUER = "SBI General Insurance";
const FOLDER = path.resolve("public/uploads/fasalbima");

const documents: Record<string, PrintDocument> = {
  "pmfby-at-a-glance": {
    issuer: ISSUER,
    title: "Pradhan Mantri Fasal Bima Yojana at a glance",
    reference: "Summary of the Operational Guidelines (revamped, effective Kharif 2020)",
    blocks: [
      { kind: "heading", text: "Who can enrol" },
      {
        kind: "text",
        text: "Every farmer growing a notified crop in a notified area, including sharecroppers and tenant farmers. Enrolment is voluntary. Farmers with a crop loan are enrolled by their bank unless they opt out in writing at least 7 days before the cut-off date.",
      },
      { kind: "heading", text: "Risks covered" },
      {
        kind: "table",
        columns: ["Stage", "What is covered"],
        rows: [
          ["Prevented sowing", "Sowing prevented by deficit rain or bad weather"],
          ["Standing crop", "Yield loss: drought, flood, pests, storm, cyclone"],
          ["Post-harvest", "Drying in the field up to 14 days: rain, hail"],
          ["Localised calamities", "Hail, landslide, inundation, cloud burst, fire"],
        ],
      },
      {
        kind: "text",
        text: "Standing crop risks in full: drought, dry spells, flood, inundation, pests and diseases, landslide, natural fire, lightning, storm, hailstorm and cyclone. Post-harvest: cyclone, cyclonic rain, unseasonal rain and hailstorm. Not covered: war and nuclear risks, malicious damage and other preventable risks.",
      },
      { kind: "heading", text: "Farmer's share of the premium" },
      {
        kind: "table",
        columns: ["Crops", "% of the sum insured"],
        rows: [
          ["Kharif food and oilseed crops", "2"],
          ["Rabi food and oilseed crops", "1.5"],
          ["Annual commercial and horticultural crops", "5"],
        ],
      },
      { kind: "text", text: "The Central and State governments pay the rest of the premium." },
      { kind: "heading", text: "Usual cut-off dates" },
      {
        kind: "text",
        text: "Kharif: 31 July. Rabi: 31 December. The state's notification for the season may set other dates for some crops; the notified date applies.",
      },
      { kind: "heading", text: "Claim timelines" },
      {
        kind: "table",
        columns: ["Step", "Timeline"],
        rows: [
          ["Farmer reports a localised or post-harvest loss", "Within 72 hours of the loss"],
          ["Insurer appoints a loss assessor", "Within 48 hours of the report"],
          ["Loss assessment completed", "Within 10 days of the report"],
          ["Localised or post-harvest claim paid", "Within 15 days of the assessment"],
          ["Prevented sowing notified by the state", "Within 15 days of the cut-off date"],
          ["Prevented sowing claim paid", "Within 30 days of the notification"],
          ["Yield-based claim paid", "Within 3 weeks of the state's yield data"],
        ],
      },
      {
        kind: "text",
        text: "Report losses on the Crop Insurance app, at 1800 102 1111, at the Krishi Rakshak helpline 14447, or through your bank, agriculture office or Common Service Centre. The Operational Guidelines on pmfby.gov.in prevail over this summary.",
      },
    ],
  },
  "pmfby-enrolment-checklist": {
    issuer: ISSUER,
    title: "PMFBY enrolment checklist",
    reference: "Bring these to your bank, Common Service Centre or our office before the cut-off date",
    blocks: [
      { kind: "heading", text: "Documents" },
      {
        kind: "checklist",
        items: [
          { label: "Aadhaar card", checked: false },
          { label: "Bank passbook of a savings account in my own name, linked to Aadhaar", checked: false },
          { label: "Land record (record of rights, patta or khatauni)", checked: false },
          { label: "Tenant or sharecropper: the agreement or certificate the state notifies", checked: false },
          { label: "Sowing declaration or certificate for the crop sown", checked: false },
        ],
      },
      { kind: "heading", text: "Details to check on the application" },
      {
        kind: "checklist",
        items: [
          { label: "Name exactly as on Aadhaar and the bank account", checked: false },
          { label: "Mobile number that receives SMS", checked: false },
          { label: "Survey or khasra number, village and area of each insured field", checked: false },
          { label: "Crop actually sown in each field", checked: false },
          { label: "Bank account number and IFSC for claim payments", checked: false },
        ],
      },
      { kind: "heading", text: "Premium paid" },
      {
        kind: "fields",
        rows: [
          { label: "Receipt number", value: null },
          { label: "Amount (Rs)", value: null },
          { label: "Date", value: null },
        ],
      },
    ],
  },
  "pmfby-loss-intimation-form": {
    issuer: ISSUER,
    title: "Crop loss intimation: localised calamity or post-harvest loss",
    reference: "Hand in within 72 hours of the loss",
    blocks: [
      {
        kind: "text",
        text: "Use this form for hailstorm, landslide, inundation, cloud burst or natural fire in your field, or damage by cyclone, cyclonic or unseasonal rain or hailstorm to a harvested crop drying in the field (up to 14 days). Give it to your bank branch, the agriculture office or a Common Service Centre, or report the same details on the Crop Insurance app or at 1800 102 1111.",
      },
      { kind: "heading", text: "Farmer" },
      {
        kind: "fields",
        rows: [
          { label: "Name", value: null },
          { label: "Mobile number", value: null },
          { label: "Village, block and district", value: null },
          { label: "Application or policy number", value: null },
          { label: "Bank account number and IFSC", value: null },
        ],
      },
      { kind: "heading", text: "Loss" },
      {
        kind: "table",
        columns: ["Survey number", "Insured crop", "Area insured (ha)", "Area damaged (ha)"],
        rows: [
          ["", "", "", ""],
          ["", "", "", ""],
          ["", "", "", ""],
        ],
      },
      {
        kind: "checklist",
        items: [
          { label: "Hailstorm", checked: false },
          { label: "Landslide", checked: false },
          { label: "Inundation", checked: false },
          { label: "Cloud burst", checked: false },
          { label: "Natural fire", checked: false },
          { label: "Post-harvest: cyclone, cyclonic or unseasonal rain, hailstorm", checked: false },
        ],
      },
      {
        kind: "fields",
        rows: [
          { label: "Date and time of the loss", value: null },
          { label: "Date of harvest (post-harvest loss)", value: null },
        ],
      },
      {
        kind: "text",
        text: "I declare that the details above are true and that the crop was insured under PMFBY for this season.",
      },
      { kind: "signature", labels: ["Signature or thumbprint", "Place", "Date"] },
    ],
  },
};

await fs.mkdir(FOLDER, { recursive: true });
for (const [name, doc] of Object.entries(documents)) {
  const bytes = await renderPdf(doc);
  await fs.writeFile(path.join(FOLDER, `${name}.pdf`), bytes);
  console.info(`${name}.pdf: ${bytes.length} bytes`);
}
