import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PrintDocument } from "@contracts/print/print-document";
import { OTHER_SCRIPT_NOTE, printable, renderPdf } from "./pdf-renderer";

const doc = (rows: number): PrintDocument => ({
  issuer: "SBI General Insurance",
  title: "Discharge Voucher",
  reference: "Claim number CL2600311942",
  blocks: [
    { kind: "heading", text: "Claim" },
    { kind: "text", text: "I accept ₹19,850 in full and final settlement of the claim. ".repeat(4) },
    {
      kind: "fields",
      rows: Array.from({ length: rows }, (_, i) => ({ label: `Field ${i + 1}`, value: i % 3 === 0 ? null : "Value" })),
    },
    {
      kind: "checklist",
      items: [
        { label: "Copy of the policy", checked: true },
        { label: "FIR", checked: false },
      ],
    },
    {
      kind: "table",
      columns: ["Item", "Amount"],
      rows: [
        ["Parts", "12,000"],
        ["Labour", ""],
      ],
    },
    { kind: "signature", labels: ["Signature", "Place", "Date"] },
  ],
});

describe("PDF renderer", () => {
  it("draws every block kind on A4 pages, more pages as the content needs, the same bytes each time", async () => {
    const short = await renderPdf(doc(5));
    expect(Buffer.from(short.subarray(0, 5)).toString()).toBe("%PDF-");
    const loaded = await PDFDocument.load(short);
    expect(loaded.getPageCount()).toBe(1);
    expect(loaded.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(loaded.getTitle()).toBe("Discharge Voucher (Claim number CL2600311942)");
    expect(Buffer.from(await renderPdf(doc(5))).equals(Buffer.from(short))).toBe(true);

    const long = await PDFDocument.load(await renderPdf(doc(120)));
    expect(long.getPageCount()).toBeGreaterThan(2);
  });

  it("replaces text in a script the font cannot shape, and keeps Latin, digits and the rupee sign", () => {
    const covered = new Set([..."abc ₹1,0.AZ"].map((c) => c.codePointAt(0)!));
    expect(printable("abc ₹1,0.", covered)).toBe("abc ₹1,0.");
    expect(printable("a\nb\tc", covered)).toBe("a b c");
    expect(printable("abc दुर्घटना", covered)).toBe(OTHER_SCRIPT_NOTE);
  });
});
