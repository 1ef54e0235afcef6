/**
 * What the seed step learns about a media file (seed README: "The seed step
 * turns each distinct path into an upload entry (name, size, width/height
 * from the file)"): its MIME type from the extension, its size in kilobytes
 * as Strapi v3 reports it, and the pixel size from the image header. Header
 * readers instead of an image library: only the first bytes are needed.
 */
import fs from "node:fs";
import path from "node:path";

export interface MediaInfo {
  name: string;
  mime: string;
  /** Kilobytes, two decimals (Strapi v3's `size`). */
  size: number;
  width: number | null;
  height: number | null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const mimeByExtension: Readonly<Record<string, string>> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".json": "application/json",
  ".txt": "text/plain",
  ".vtt": "text/vtt",
  ".csv": "text/csv",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".zip": "application/zip",
};

export function mimeOf(fileName: string): string {
  return mimeByExtension[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}

function u16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u24le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}

function u32be(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] ?? 0) * 0x1000000 +
      (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0))) >>>
    0
  );
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** PNG: the IHDR chunk follows the 8-byte signature. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 1, 3) !== "PNG" || ascii(bytes, 12, 4) !== "IHDR") return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

export function gifSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null;
  return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
}

/** JPEG: walk the marker segments to the first start-of-frame (SOFn), which holds the size. */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers each store the size differently. */
export function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const b1 = bytes[21] ?? 0;
    const b2 = bytes[22] ?? 0;
    const b3 = bytes[23] ?? 0;
    const b4 = bytes[24] ?? 0;
    return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
  }
  if (chunk === "VP8X") return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  return null;
}

/** A length in user units: a plain number or `px`; relative units (`%`, `em`) say nothing about pixels. */
function svgLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/.exec(value);
  return match?.[1] ? Number(match[1]) : null;
}

/** SVG: the root element's width/height, completed or replaced by its viewBox. */
export function svgSize(text: string): ImageSize | null {
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root?.[1]) return null;
  const attributes = new Map<string, string>();
  for (const match of root[1].matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = match[1];
    if (name) attributes.set(name, match[3] ?? match[4] ?? "");
  }
  let width = svgLength(attributes.get("width"));
  let height = svgLength(attributes.get("height"));
  const viewBox = (attributes.get("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = viewBox[2];
  const boxHeight = viewBox[3];
  if (viewBox.length === 4 && boxWidth !== undefined && boxHeight !== undefined && boxWidth > 0 && boxHeight > 0) {
    if (width === null && height === null) {
      width = boxWidth;
      height = boxHeight;
    } else if (width === null && height !== null) {
      width = (height * boxWidth) / boxHeight;
    } else if (height === null && width !== null) {
      height = (width * boxHeight) / boxWidth;
    }
  }
  if (width === null || height === null) return null;
  return { width: Math.round(width), height: Math.round(height) };
}

export function imageSize(bytes: Uint8Array, mime: string): ImageSize | null {
  switch (mime) {
    case "image/svg+xml":
      return svgSize(Buffer.from(bytes).toString("utf8"));
    case "image/png":
      return pngSize(bytes);
    case "image/jpeg":
      return jpegSize(bytes);
    case "image/webp":
      return webpSize(bytes);
    case "image/gif":
      return gifSize(bytes);
    default:
      return null;
  }
}

/** Strapi v3 reports sizes in kilobytes rounded to two decimals. */
export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1000) * 100) / 100;
}

/** Read a media file's upload metadata (the whole file for images, only its size otherwise). */
export function probeMediaFile(filePath: string): MediaInfo {
  const name = path.basename(filePath);
  const mime = mimeOf(name);
  const { size } = fs.statSync(filePath);
  const dimensions = mime.startsWith("image/") ? imageSize(fs.readFileSync(filePath), mime) : null;
  return { name, mime, size: kilobytes(size), width: dimensions?.width ?? null, height: dimensions?.height ?? null };
}
