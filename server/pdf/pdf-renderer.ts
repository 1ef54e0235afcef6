/**
 * PDFs drawn on the server (issue 14, decision 056) with pdf-lib: A4 pages,
 * DejaVu Sans (an npm package of TrueType fonts, subset into each file) so
 * that the rupee sign and accented Latin print, headings, label and value
 * rows, lines to fill in by hand, tick boxes, tables and signature lines,
 * pages added as the content needs, numbered in the footer.
 *
 * pdf-lib places glyphs one after another and cannot shape Devanagari or
 * Kannada (conjuncts, vowel signs that move), so documents are printed in
 * English; text in a script the font lacks (a description typed in Hindi)
 * is replaced by a note rather than drawn wrong.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { PrintBlock, PrintDocument } from "@contracts/print/print-document";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.13, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.05, 0.22, 0.45);
const RULE = rgb(0.7, 0.73, 0.78);
/** Written where a value is in a script this font cannot draw. */
export const OTHER_SCRIPT_NOTE = "[written in another script: see the claim record]";
/** Files say they were made at this moment, so one document's bytes do not change with the clock. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

function loadFonts() {
  fontFiles ??= (async () => {
    const folder = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    const [regular, bold] = await Promise.all([
      readFile(path.join(folder, "DejaVuSans.ttf")),
      readFile(path.join(folder, "DejaVuSans-Bold.ttf")),
    ]);
    return { regular, bold };
  })();
  return fontFiles;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Code points the font draws. */
  covered: Set<number>;
}

/** The text as the font can draw it: whitespace made plain, other scripts replaced by a note. */
export function printable(text: string, covered: Set<number>): string {
  const plain = text.replace(/[\t\r\n\u00a0]+/g, " ");
  for (const ch of plain) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && !covered.has(code)) return OTHER_SCRIPT_NOTE;
  }
  return plain;
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly doc: PrintDocument,
  ) {
    this.newPage();
  }

  private get width() {
    return A4[0] - 2 * MARGIN;
  }

  private newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  private clean(text: string) {
    return printable(text, this.fonts.covered);
  }

  /** Lines of `text` no wider than `width` at `size`. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of this.clean(text).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) {
        line = next;
        // a single word longer than the line (a long address without spaces) is cut
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  private text(text: string, x: number, size: number, font: PDFFont, color = INK, width = this.width) {
    const lines = this.wrap(text, font, size, width);
    for (const line of lines) {
      this.room(size * 1.45);
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= size * 1.45;
    }
  }

  header() {
    const { bold, regular } = this.fonts;
    this.page.drawText(this.clean(this.doc.issuer), { x: MARGIN, y: this.y - 11, size: 11, font: bold, color: BRAND });
    this.y -= 26;
    this.text(this.doc.title, MARGIN, 17, bold, INK);
    if (this.doc.reference) this.text(this.doc.reference, MARGIN, 10.5, regular, MUTED);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 1.2,
      color: BRAND,
    });
    this.y -= 12;
  }

  block(block: PrintBlock) {
    const { regular, bold } = this.fonts;
    switch (block.kind) {
      case "heading":
        this.room(40);
        this.y -= 8;
        this.text(block.text, MARGIN, 12, bold, BRAND);
        this.y -= 2;
        return;
      case "text":
        this.text(block.text, MARGIN, 9.5, regular, INK);
        this.y -= 4;
        return;
      case "fields": {
        const labelWidth = this.width * 0.38;
        for (const row of block.rows) {
          const labelLines = this.wrap(row.label, regular, 9.5, labelWidth - 8);
          const valueLines = row.value === null ? [""] : this.wrap(row.value, bold, 9.5, this.width - labelWidth);
          const height = Math.max(labelLines.length, valueLines.length) * 13.8 + (row.value === null ? 8 : 4);
          this.room(height);
          const top = this.y;
          labelLines.forEach((line, i) =>
            this.page.drawText(line, { x: MARGIN, y: top - 9.5 - i * 13.8, size: 9.5, font: regular, color: MUTED }),
          );
          valueLines.forEach((line, i) =>
            this.page.drawText(line, {
              x: MARGIN + labelWidth,
              y: top - 9.5 - i * 13.8,
              size: 9.5,
              font: bold,
              color: INK,
            }),
          );
          if (row.value === null) {
            // a line to write on
            this.page.drawLine({
              start: { x: MARGIN + labelWidth, y: top - height + 4 },
              end: { x: A4[0] - MARGIN, y: top - height + 4 },
              thickness: 0.6,
              color: RULE,
            });
          }
          this.y = top - height;
        }
        this.y -= 4;
        return;
      }
      case "checklist":
        for (const item of block.items) {
          const lines = this.wrap(item.label, regular, 9.5, this.width - 20);
          this.room(lines.length * 13.8 + 4);
          const top = this.y;
          this.page.drawRectangle({
            x: MARGIN,
            y: top - 10.5,
            width: 9,
            height: 9,
            borderColor: INK,
            borderWidth: 0.8,
          });
          if (item.checked) {
            this.page.drawLine({
              start: { x: MARGIN + 1.8, y: top - 6 },
              end: { x: MARGIN + 3.8, y: top - 8.8 },
              thickness: 1.2,
              color: INK,
            });
            this.page.drawLine({
              start: { x: MARGIN + 3.8, y: top - 8.8 },
              end: { x: MARGIN + 7.6, y: top - 2.8 },
              thickness: 1.2,
              color: INK,
            });
          }
          lines.forEach((line, i) =>
            this.page.drawText(line, { x: MARGIN + 16, y: top - 9.5 - i * 13.8, size: 9.5, font: regular, color: INK }),
          );
          this.y = top - lines.length * 13.8 - 3;
        }
        this.y -= 4;
        return;
      case "table": {
        // column widths in proportion to `widths` (equal without), cells wrapped onto as many lines as they need
        const weights = block.widths?.length === block.columns.length ? block.widths : block.columns.map(() => 1);
        const sum = weights.reduce((a, b) => a + b, 0);
        const columnWidths = weights.map((w) => (this.width * w) / sum);
        const lefts = columnWidths.map((_, i) => MARGIN + columnWidths.slice(0, i).reduce((a, b) => a + b, 0));
        const lineHeight = 11;
        const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
          const lines = cells.map((cell, i) => this.wrap(cell, font, 8.5, columnWidths[i]! - 8));
          const rowHeight = Math.max(20, Math.max(...lines.map((l) => l.length)) * lineHeight + 9);
          this.room(rowHeight);
          const top = this.y;
          if (shade) {
            this.page.drawRectangle({
              x: MARGIN,
              y: top - rowHeight,
              width: this.width,
              height: rowHeight,
              color: rgb(0.93, 0.95, 0.98),
            });
          }
          lines.forEach((cellLines, i) =>
            cellLines.forEach((line, j) =>
              this.page.drawText(line, {
                x: lefts[i]! + 4,
                y: top - 13.5 - j * lineHeight,
                size: 8.5,
                font,
                color: INK,
              }),
            ),
          );
          this.page.drawRectangle({
            x: MARGIN,
            y: top - rowHeight,
            width: this.width,
            height: rowHeight,
            borderColor: RULE,
            borderWidth: 0.6,
          });
          for (let i = 1; i < cells.length; i++) {
            this.page.drawLine({
              start: { x: lefts[i]!, y: top },
              end: { x: lefts[i]!, y: top - rowHeight },
              thickness: 0.6,
              color: RULE,
            });
          }
          this.y = top - rowHeight;
        };
        // the header row never sits alone at the foot of a page
        this.room(40);
        drawRow(block.columns, bold, true);
        for (const row of block.rows)
          drawRow(
            block.columns.map((_, i) => row[i] ?? ""),
            regular,
            false,
          );
        this.y -= 8;
        return;
      }
      case "signature": {
        this.room(60);
        this.y -= 34;
        const slot = this.width / block.labels.length;
        block.labels.forEach((label, i) => {
          const x = MARGIN + i * slot;
          this.page.drawLine({
            start: { x, y: this.y },
            end: { x: x + slot - 16, y: this.y },
            thickness: 0.8,
            color: INK,
          });
          this.page.drawText(this.clean(label), { x, y: this.y - 12, size: 8.5, font: regular, color: MUTED });
        });
        this.y -= 24;
        return;
      }
    }
  }

  footer() {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      const text = `${this.doc.reference ? `${this.clean(this.doc.reference)}  ·  ` : ""}Page ${index + 1} of ${this.pages.length}`;
      page.drawText(text, { x: MARGIN, y: MARGIN - 14, size: 8, font: regular, color: MUTED });
    });
  }
}

export interface RenderOptions {
  /**
   * `dejavu` (the default) subsets DejaVu Sans into the file, so the rupee sign and accented
   * Latin print; `standard` uses the viewer's own Helvetica (Latin-1 only, "Rs" for the rupee),
   * some 3 KB a file instead of 20: for the many small tables of the public disclosures.
   */
  fonts?: "dejavu" | "standard";
}

/** The document as PDF bytes. */
export async function renderPdf(doc: PrintDocument, options: RenderOptions = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  let regular: PDFFont;
  let bold: PDFFont;
  if (options.fonts === "standard") {
    regular = await pdf.embedFont(StandardFonts.Helvetica);
    bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  } else {
    const files = await loadFonts();
    pdf.registerFontkit(fontkit);
    regular = await pdf.embedFont(files.regular, { subset: true });
    bold = await pdf.embedFont(files.bold, { subset: true });
  }
  const covered = new Set(regular.getCharacterSet());
  pdf.setTitle(doc.reference ? `${doc.title} (${doc.reference})` : doc.title);
  pdf.setAuthor(doc.issuer);
  pdf.setCreator(doc.issuer);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const writer = new Writer(pdf, { regular, bold, covered }, doc);
  writer.header();
  for (const block of doc.blocks) writer.block(block);
  writer.footer();
  return pdf.save();
}
