/**
 * The captcha picture (docs/site-api.md "Captcha and auto-debit"): a small
 * sum such as "7 + 15 =" on a noisy background, as a JPEG.
 *
 * The characters are drawn as strokes of our own, not with a font: the
 * picture then looks the same on every machine (a server image without
 * fonts draws nothing with <text>), and each character's points are moved a
 * little, so no two pictures of one sum match. SVG in, JPEG out with sharp
 * (about 2 ms; docs/toolchain.md).
 */
import sharp from "sharp";

/**
 * Each character as strokes of "x,y" points in a 10 x 16 box (y downwards), parsed once below.
 */
const GLYPH_STROKES: Readonly<Record<string, readonly string[]>> = {
  "0": ["3,0 7,0 10,3 10,13 7,16 3,16 0,13 0,3 3,0"],
  "1": ["2,4 6,0 6,16", "2,16 10,16"],
  "2": ["0,4 3,0 7,0 10,3 10,6 0,16 10,16"],
  "3": ["0,0 10,0 4,7 7,7 10,10 10,13 7,16 3,16 0,14"],
  "4": ["7,16 7,0 0,11 10,11"],
  "5": ["10,0 1,0 0,7 6,6 10,9 10,13 7,16 3,16 0,14"],
  "6": ["9,1 6,0 3,0 0,4 0,13 3,16 7,16 10,13 10,10 7,7 3,7 0,10"],
  "7": ["0,0 10,0 4,16", "3,8 9,8"],
  "8": ["3,0 7,0 9,2 9,5 7,7 3,7 1,5 1,2 3,0", "3,7 7,7 10,10 10,13 7,16 3,16 0,13 0,10 3,7"],
  "9": ["10,6 7,9 3,9 0,6 0,3 3,0 7,0 10,3 10,12 7,16 3,16 1,15"],
  "+": ["5,4 5,14", "0,9 10,9"],
  "=": ["1,6 9,6", "1,11 9,11"],
};

type Point = readonly [number, number];
function pointOf(pair: string): Point {
  const [x = 0, y = 0] = pair.split(",").map(Number);
  return [x, y];
}
const GLYPHS = new Map<string, Point[][]>(
  Object.entries(GLYPH_STROKES).map(([char, strokes]) => [
    char,
    strokes.map((stroke) => stroke.split(" ").map(pointOf)),
  ]),
);

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 56;
const GLYPH_SCALE = 1.55;
const GLYPH_ADVANCE = 22;
const SPACE_ADVANCE = 9;
const JPEG_QUALITY = 72;

/** A random source in [0, 1): Math.random by default; the picture's noise needs no secrecy, the sum does. */
export type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const fixed = (n: number) => n.toFixed(1);

function glyphStrokes(char: string, originX: number, originY: number, random: Random): string[] {
  const strokes = GLYPHS.get(char);
  if (!strokes) throw new Error(`the captcha cannot draw "${char}"`);
  const angle = (between(random, -14, 14) * Math.PI) / 180;
  const scale = GLYPH_SCALE * between(random, 0.9, 1.1);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return strokes.map((stroke) =>
    stroke
      .map(([x, y]) => {
        // about the glyph's centre, then a little wobble of each point
        const [dx, dy] = [(x - 5) * scale, (y - 8) * scale];
        const px = originX + dx * cos - dy * sin + between(random, -0.9, 0.9);
        const py = originY + dx * sin + dy * cos + between(random, -0.9, 0.9);
        return `${fixed(px)},${fixed(py)}`;
      })
      .join(" "),
  );
}

function noiseCurve(random: Random, colour: string, width: number): string {
  const y = () => fixed(between(random, 0, CAPTCHA_HEIGHT));
  const x = (low: number, high: number) => fixed(between(random, low, high));
  return (
    `<path d="M${x(-10, 30)} ${y()} C${x(30, 90)} ${y()} ${x(110, 170)} ${y()} ${x(170, 210)} ${y()}" ` +
    `fill="none" stroke="${colour}" stroke-width="${fixed(width)}" stroke-linecap="round"/>`
  );
}

/** The SVG of `text` (digits, "+", "=" and spaces), with noise. */
export function captchaSvg(text: string, random: Random = Math.random): string {
  const hue = Math.floor(between(random, 0, 360));
  const ink = `hsl(${(hue + 180) % 360},55%,24%)`;
  const width = [...text].reduce((sum, char) => sum + (char === " " ? SPACE_ADVANCE : GLYPH_ADVANCE), 0);
  let x = (CAPTCHA_WIDTH - width) / 2 + between(random, -8, 8) + GLYPH_ADVANCE / 2;
  const strokes: string[] = [];
  for (const char of text) {
    if (char === " ") {
      x += SPACE_ADVANCE;
      continue;
    }
    strokes.push(...glyphStrokes(char, x, CAPTCHA_HEIGHT / 2 + between(random, -4, 4), random));
    x += GLYPH_ADVANCE + between(random, -2, 2);
  }
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue},45%,93%)"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    parts.push(noiseCurve(random, `hsl(${Math.floor(between(random, 0, 360))},35%,62%)`, between(random, 0.8, 2)));
  }
  for (let i = 0; i < 70; i++) {
    parts.push(
      `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" ` +
        `r="${fixed(between(random, 0.6, 1.8))}" fill="hsl(${Math.floor(between(random, 0, 360))},40%,${Math.floor(between(random, 35, 70))}%)"/>`,
    );
  }
  parts.push(
    `<g fill="none" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">`,
    ...strokes.map((points) => `<polyline points="${points}"/>`),
    `</g>`,
  );
  // two thin lines across the characters, in their ink, so they cannot simply be cut out by colour
  for (let i = 0; i < 2; i++) parts.push(noiseCurve(random, ink, between(random, 0.8, 1.3)));
  parts.push(`</svg>`);
  return parts.join("");
}

/** The JPEG of "a + b =". */
export async function drawSum(a: number, b: number, random: Random = Math.random): Promise<Buffer> {
  const svg = captchaSvg(`${a} + ${b} =`, random);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
