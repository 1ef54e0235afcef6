/**
 * The policy schedule and the Customer Information Sheet as PDFs, made on
 * the server with pdf-lib (issue 14 "Policy print", "CIS download";
 * decision 057). Both are in English, as the insurer issues them: the
 * standard PDF fonts carry Latin text only, and a schedule is a contract
 * document whose wording is the English one. The insurer's name, address,
 * registration and helpline come from the content service's site settings.
 *
 * The text is drawn line by line with the page's own wrapping, so a
 * reader's "copy text" and a test's text extraction read it back.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Policy } from "../policy-admin/policy-records";

export interface InsurerDetails {
  name: string;
  legalAddress: string;
  /** The registration line (e.g. "IRDAI Registration No. 144"). */
  registration: string;
  helpline: string;
  email: string;
  /** The regulator's consumer portal. */
  grievancePortal: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BRAND = rgb(0.0, 0.29, 0.55);
const GREY = rgb(0.35, 0.35, 0.4);

/** Characters the standard fonts cannot draw (WinAnsi) become their nearest plain spelling. */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹/g, "Rs.")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u20AC]/g, "?");
}

export function rupees(amount: number): string {
  return `Rs. ${new Intl.NumberFormat("en-IN").format(amount)}`;
}

/** `2026-04-20` as `20 Apr 2026`. */
export function longDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawText(pdfSafe(this.footer), { x: MARGIN, y: 28, size: 7.5, font: this.regular, color: GREY });
    return page;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.newPage();
      this.y = A4[1] - MARGIN;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string) {
    this.y -= 6;
    this.room(30);
    this.text(text, { size: 12, bold: true, color: BRAND, gap: 2 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.6,
      color: BRAND,
    });
    this.y -= 6;
  }

  /** Label and value in two columns. */
  rows(rows: [string, string][]) {
    const size = 10;
    const labelWidth = 170;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.regular, size, A4[0] - 2 * MARGIN - labelWidth);
      this.room(lines.length * size * 1.4 + 2);
      this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y - size, size, font: this.bold, color: GREY });
      for (const line of lines) {
        this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - size, size, font: this.regular });
        this.y -= size * 1.4;
      }
      this.y -= 2;
    }
  }
}

async function open(insurer: InsurerDetails, title: string, reference: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} - ${insurer.name}`);
  doc.setAuthor(pdfSafe(insurer.name));
  doc.setCreator(pdfSafe(insurer.name));
  doc.setProducer("pdf-lib");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(
    doc,
    regular,
    bold,
    `${insurer.name} | ${insurer.registration} | Helpline ${insurer.helpline} | Request ${reference}`,
  );
  writer.text(insurer.name, { size: 18, bold: true, color: BRAND });
  writer.text(insurer.legalAddress, { size: 8.5, color: GREY });
  writer.text(insurer.registration, { size: 8.5, color: GREY, gap: 10 });
  writer.text(title, { size: 15, bold: true, gap: 4 });
  return { doc, writer };
}

function insuredRows(policy: Policy): { heading: string; rows: [string, string][] } {
  const insured = policy.insured;
  switch (insured.kind) {
    case "vehicle":
      return {
        heading: "Insured vehicle",
        rows: [
          ["Registration number", insured.registration],
          ["Make, model and variant", `${insured.make} ${insured.model} ${insured.variant}`],
          ["Year of manufacture", String(insured.manufactureYear)],
          ["Insured declared value (IDV)", insured.idv > 0 ? rupees(insured.idv) : "Not applicable (third party)"],
        ],
      };
    case "members":
      return {
        heading: policy.line === "travel" ? "Insured travellers" : "Insured members",
        rows: [
          ...insured.members.map((member, i): [string, string] => [
            `Member ${i + 1}`,
            `${member.name} (${member.relation}), born ${longDay(member.dateOfBirth)}`,
          ]),
          [
            "Sum insured",
            insured.currency === "USD"
              ? `USD ${new Intl.NumberFormat("en-IN").format(insured.sumInsured)}`
              : rupees(insured.sumInsured),
          ],
          ...(insured.destination ? ([["Destination", insured.destination]] as [string, string][]) : []),
        ],
      };
    case "home":
      return {
        heading: "Insured home",
        rows: [
          ["Address", `${insured.address}, ${insured.city} ${insured.pincode}`],
          ["Building sum insured", rupees(insured.buildingSumInsured)],
          ["Contents sum insured", rupees(insured.contentsSumInsured)],
        ],
      };
  }
}

function maskedMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;
}

/** The policy schedule: the policy's particulars as the records hold them. */
export async function policySchedulePdf(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): Promise<Uint8Array> {
  const { doc, writer } = await open(insurer, "Policy Schedule", meta.reference);
  writer.text(
    `Duplicate copy issued on ${longDay(meta.issuedAt.toISOString().slice(0, 10))}. Request ${meta.reference}.`,
    {
      size: 9,
      color: GREY,
      gap: 6,
    },
  );
  writer.heading("Policy");
  writer.rows([
    ["Policy number", policy.policyNo],
    ["Product", policy.product],
    ["Period of insurance", `${longDay(policy.period.start)} 00:00 to ${longDay(policy.period.end)} midnight`],
    ["Total premium (taxes included)", rupees(policy.premium)],
  ]);
  writer.heading("Policy holder");
  writer.rows([
    ["Name", policy.holder.name],
    ["Date of birth", longDay(policy.holder.dateOfBirth)],
    ["Mobile", maskedMobile(policy.holder.mobile)],
    ["E-mail", policy.holder.email],
    ["Nominee", policy.nominee ? `${policy.nominee.name} (${policy.nominee.relation})` : "None registered"],
  ]);
  const insured = insuredRows(policy);
  writer.heading(insured.heading);
  writer.rows(insured.rows);
  writer.heading("Important");
  writer.text(
    "This schedule forms part of the policy and must be read with the policy wording, the proposal and any endorsements. " +
      "Please check the particulars above and tell us within 15 days if anything is not right.",
    { size: 9 },
  );
  writer.text(`Helpline ${insurer.helpline} | ${insurer.email} | Grievances: ${insurer.grievancePortal}`, {
    size: 9,
    gap: 4,
  });
  return doc.save();
}

/** The Customer Information Sheet (IRDAI's key-features sheet) of a policy. */
export async function customerInformationSheetPdf(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): Promise<Uint8Array> {
  const { doc, writer } = await open(insurer, "Customer Information Sheet", meta.reference);
  writer.text(
    "The Customer Information Sheet describes the main features of your policy in brief. " +
      "The policy wording is the legal document; where the two differ, the policy wording applies.",
    { size: 9, color: GREY, gap: 6 },
  );
  writer.heading("1. Your policy");
  writer.rows([
    ["Policy number", policy.policyNo],
    ["Name of the product", policy.product],
    ["Policy holder", policy.holder.name],
    ["Period of insurance", `${longDay(policy.period.start)} to ${longDay(policy.period.end)}`],
    ["Premium paid (taxes included)", rupees(policy.premium)],
  ]);
  const insured = insuredRows(policy);
  writer.heading(`2. What is covered: ${insured.heading.toLowerCase()}`);
  writer.rows(insured.rows);
  writer.heading("3. What is not covered");
  writer.text(CIS_EXCLUSIONS[policy.line], { size: 9.5 });
  writer.heading("4. How to make a claim");
  writer.text(
    `Tell us as soon as possible on ${insurer.helpline} (toll-free) or at ${insurer.email}, with your policy number. ` +
      "Keep the bills, reports and documents of the loss; we will tell you which ones the claim needs.",
    { size: 9.5 },
  );
  writer.heading("5. Free look, cancellation and renewal");
  writer.text(
    "A new policy may be returned within the free-look period stated in the policy wording. The policy can be " +
      "cancelled at any time as the wording sets out. Renew before the end date to keep your benefits.",
    { size: 9.5 },
  );
  writer.heading("6. Grievances");
  writer.text(
    `Write to ${insurer.email} or call ${insurer.helpline}. If you are not satisfied with our answer, you may ` +
      `approach the regulator's portal (${insurer.grievancePortal}) or the Insurance Ombudsman.`,
    { size: 9.5 },
  );
  return doc.save();
}

const CIS_EXCLUSIONS: Record<Policy["line"], string> = {
  motor:
    "Normal wear and tear, mechanical or electrical breakdown, consequential loss, depreciation (unless covered by an add-on), " +
    "driving without a valid licence or under the influence of alcohol or drugs, and use outside the limitations as to use.",
  health:
    "Pre-existing diseases during their waiting period, the first 30 days' illnesses other than accidents, cosmetic treatment, " +
    "and the other exclusions of the policy wording.",
  travel:
    "Pre-existing conditions, travel against medical advice, losses from war or civil unrest where excluded, " +
    "and the other exclusions of the policy wording.",
  home: "Wear and tear, gradual deterioration, wilful destruction, war and nuclear perils, and loss of valuables not declared.",
};
