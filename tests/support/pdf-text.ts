/**
 * The text of a PDF that this site makes (server/policy-documents/policy-pdf.ts):
 * its content streams inflated, and the strings of their `Tj` operators read
 * back (pdf-lib writes standard-font text as hex strings in WinAnsi), one line
 * per operator. Enough to check what a schedule says, as a reader's "copy text" would.
 */
import zlib from "node:zlib";

function winAnsi(bytes: Buffer): string {
  // the characters our PDFs use are Latin-1 compatible, except the en dash and bullet
  return Array.from(bytes, (b) => (b === 0x96 ? "\u2013" : b === 0x95 ? "\u2022" : String.fromCharCode(b))).join("");
}

export function pdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf);
  const latin = buffer.toString("latin1");
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(latin))) {
    const start = match.index + match[0].length;
    const end = latin.indexOf("endstream", start);
    if (end < 0) break;
    const raw = buffer.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString("latin1");
    } catch {
      content = raw.toString("latin1");
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] !== undefined) lines.push(winAnsi(Buffer.from(op[1], "hex")));
      else lines.push(op[2]!.replace(/\\(.)/g, "$1"));
    }
    streamPattern.lastIndex = end;
  }
  return lines.join("\n");
}
