/**
 * The text of a PDF that this site makes (server/pdf/, decisions 056, 057,
 * 059), as a reader's "copy text" would give it, one line per text operator:
 * the file's objects read (top-level and inside object streams), each page
 * font's ToUnicode map applied to the glyph codes of the `Tj` operators
 * drawn in it (DejaVu Sans, subset, two-byte codes); text in a standard font
 * (one-byte WinAnsi codes) is read as Latin-1. Enough to check what a
 * document says.
 */
import zlib from "node:zlib";

function winAnsi(bytes: Buffer): string {
  // the characters our PDFs use are Latin-1 compatible, except the en dash and bullet
  return Array.from(bytes, (b) => (b === 0x96 ? "\u2013" : b === 0x95 ? "\u2022" : String.fromCharCode(b))).join("");
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function inflate(raw: Buffer): Buffer {
  try {
    return zlib.inflateSync(raw);
  } catch {
    return raw;
  }
}

/** Every object of the file by number: top-level ones and those packed in object streams. */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(latin))) {
    const start = match.index + match[0].length;
    const end = latin.indexOf("endobj", start);
    if (end < 0) break;
    const body = latin.slice(start, end);
    const at = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (at >= 0) {
      dict = body.slice(0, at);
      const from = start + at + (body[at + 6] === "\r" ? 8 : 7);
      const to = latin.lastIndexOf("endstream", end);
      stream = /FlateDecode/.test(dict) ? inflate(pdf.subarray(from, to)) : pdf.subarray(from, to);
    }
    objects.set(Number(match[1]), { dict, stream });
    pattern.lastIndex = end;
  }
  for (const object of [...objects.values()]) {
    if (!object.stream || !/\/Type\s*\/ObjStm/.test(object.dict)) continue;
    const count = Number(/\/N\s+(\d+)/.exec(object.dict)?.[1] ?? 0);
    const first = Number(/\/First\s+(\d+)/.exec(object.dict)?.[1] ?? 0);
    const text = object.stream.toString("latin1");
    const header = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < count; i++) {
      const number = header[2 * i]!;
      const offset = first + header[2 * i + 1]!;
      const next = i + 1 < count ? first + header[2 * i + 3]! : text.length;
      objects.set(number, { dict: text.slice(offset, next), stream: null });
    }
  }
  return objects;
}

/** A ToUnicode CMap's glyph codes (hex) to text. */
function cmapOf(stream: Buffer): Map<string, string> {
  const text = stream.toString("latin1");
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(pair[1]!.toUpperCase(), utf16(pair[2]!));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const width = range[1]!.length;
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      const base = parseInt(range[3]!, 16);
      for (let code = low; code <= high; code++)
        map.set(code.toString(16).toUpperCase().padStart(width, "0"), String.fromCodePoint(base + code - low));
    }
  }
  return map;
}

export function pdfText(pdf: Uint8Array): string {
  const objects = objectsOf(Buffer.from(pdf));
  // font resource name -> its ToUnicode map, from every page's resources
  const fonts = new Map<string, Map<string, string>>();
  for (const object of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(object.dict)?.[1];
    if (!fontDict) continue;
    for (const entry of fontDict.matchAll(/\/([^\s/<>]+)\s+(\d+)\s+0\s+R/g)) {
      const font = objects.get(Number(entry[2]));
      const toUnicode = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict)?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
      if (cmap) fonts.set(entry[1]!, cmapOf(cmap));
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || /\/Type\s*\/(ObjStm|XRef)|\/Subtype|\/Length1|begincmap/.test(object.dict)) continue;
    const content = object.stream.toString("latin1");
    if (!/\bTj\b/.test(content)) continue;
    let cmap: Map<string, string> | undefined;
    for (const op of content.matchAll(
      /\/([^\s/<>]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      if (op[1] !== undefined) cmap = fonts.get(op[1]);
      else if (op[2] !== undefined) {
        const hex = op[2].toUpperCase();
        if (cmap) {
          let text = "";
          for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap.get(hex.slice(i, i + 4)) ?? "";
          lines.push(text);
        } else lines.push(winAnsi(Buffer.from(hex, "hex")));
      } else lines.push(op[3]!.replace(/\\(.)/g, "$1"));
    }
  }
  return lines.join("\n");
}
