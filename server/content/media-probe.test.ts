import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  gifSize,
  imageSize,
  jpegSize,
  kilobytes,
  mimeOf,
  pngSize,
  probeMediaFile,
  svgSize,
  webpSize,
} from "./media-probe.ts";

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
}

const png = bytes(
  [0x89],
  "PNG",
  [0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  "IHDR",
  [0, 0, 0x01, 0x2c],
  [0, 0, 0, 0xc8],
  [8, 6, 0, 0, 0],
);
// SOI, an APP0 segment to skip, then SOF2 (progressive) with height 0x01e0 (480) and width 0x0280 (640).
const jpeg = bytes(
  [0xff, 0xd8],
  [0xff, 0xe0, 0, 6, 1, 2, 3, 4],
  [0xff, 0xc2, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 3, 0, 0, 0],
);

describe("image header readers", () => {
  it("reads PNG", () => {
    expect(pngSize(png)).toEqual({ width: 300, height: 200 });
    expect(pngSize(bytes("not a png at all, not at all"))).toBeNull();
  });

  it("reads JPEG through the marker segments to the frame header", () => {
    expect(jpegSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(jpegSize(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(jpegSize(bytes([0x00, 0x01]))).toBeNull();
  });

  it("reads the three WebP headers", () => {
    const riff = (chunk: string, payload: number[]) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0], payload);
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width/height.
    expect(webpSize(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0xa0, 0x05, 0xe0, 0x01, 0, 0]))).toEqual({
      width: 1440,
      height: 480,
    });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each: 99 and 49.
    const bits = 99 | (49 << 14);
    expect(
      webpSize(
        riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff, 0, 0, 0, 0, 0]),
      ),
    ).toEqual({
      width: 100,
      height: 50,
    });
    // VP8X: flags and reserved (4 bytes), then width-1 and height-1 in 24 bits each.
    expect(webpSize(riff("VP8X", [0, 0, 0, 0, 0x7f, 0x07, 0, 0x37, 0x04, 0, 0, 0]))).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(webpSize(riff("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("reads GIF", () => {
    expect(gifSize(bytes("GIF89a", [0x10, 0, 0x20, 0]))).toEqual({ width: 16, height: 32 });
  });

  it("reads SVG width/height, falling back to or completing from the viewBox", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24px">')).toEqual({
      width: 48,
      height: 24,
    });
    expect(svgSize("<?xml version='1.0'?><!-- icon --><svg viewBox='0 0 64 32'>")).toEqual({ width: 64, height: 32 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0,0,24.4,24">')).toEqual({ width: 24, height: 24 });
    expect(svgSize('<svg width="120" viewBox="0 0 60 30">')).toEqual({ width: 120, height: 60 });
    expect(svgSize('<svg height="10" viewBox="0 0 60 30">')).toEqual({ width: 20, height: 10 });
    expect(svgSize('<svg width="2em">')).toBeNull();
    expect(svgSize("<html></html>")).toBeNull();
  });

  it("dispatches by MIME type", () => {
    expect(imageSize(png, "image/png")).toEqual({ width: 300, height: 200 });
    expect(imageSize(png, "application/pdf")).toBeNull();
  });
});

describe("media files", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "media-probe-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("knows the MIME types of the site's media by extension", () => {
    expect(mimeOf("car.SVG")).toBe("image/svg+xml");
    expect(mimeOf("a.jpeg")).toBe("image/jpeg");
    expect(mimeOf("brochure.pdf")).toBe("application/pdf");
    expect(mimeOf("x.unknown")).toBe("application/octet-stream");
  });

  it("reports size in kilobytes with two decimals, as Strapi v3", () => {
    expect(kilobytes(1234)).toBe(1.23);
    expect(kilobytes(80_500)).toBe(80.5);
  });

  it("probes a file", () => {
    const file = path.join(folder, "logo.svg");
    fs.writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="200" height="50"/></svg>',
    );
    expect(probeMediaFile(file)).toEqual({
      name: "logo.svg",
      mime: "image/svg+xml",
      size: 0.1,
      width: 200,
      height: 50,
    });
    const pdf = path.join(folder, "form.pdf");
    fs.writeFileSync(pdf, "%PDF-1.4");
    expect(probeMediaFile(pdf)).toEqual({
      name: "form.pdf",
      mime: "application/pdf",
      size: 0.01,
      width: null,
      height: null,
    });
  });
});
