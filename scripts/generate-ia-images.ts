/**
 * The insurance-awareness articles' images (issue 16, decision 065), drawn
 * reproducibly in the blog illustrations' style: the same scene (sky, sun,
 * hills, ground, a cloud) with the motif of a blog illustration of the same
 * subject, in the article's own colours. Run `npx tsx scripts/generate-ia-images.ts`
 * after adding an article to `ARTICLES`; the output is committed under
 * `public/uploads/gi-simplified/` and named by the seed (`iablogs.json`).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const blogDir = path.join(root, "public/uploads/blog");
const outDir = path.join(root, "public/uploads/gi-simplified");

interface Scene {
  /** the file's name, without `.svg` */
  name: string;
  /** the blog illustration whose motif this image reuses */
  motifOf: string;
  /** what the image shows, for its title */
  title: string;
  sky: string;
  hills: string;
  ground: string;
  sun: string;
  /** the badge's mark: a short glyph drawn as paths, right of the motif */
  badge: "percent" | "tick" | "clock" | "rupee" | "shield" | "plane" | "calendar" | "magnifier" | "cross";
  badgeColour: string;
}

export const ARTICLES: readonly Scene[] = [
  {
    name: "idv",
    motifOf: "ncb",
    title: "a car with a price tag",
    sky: "#eaf2fb",
    hills: "#cddff3",
    ground: "#d6e9dc",
    sun: "#ffd98a",
    badge: "rupee",
    badgeColour: "#1a4b8c",
  },
  {
    name: "ncb-transfer",
    motifOf: "ncb",
    title: "a car with a discount badge",
    sky: "#eef6ee",
    hills: "#d3e8d5",
    ground: "#cfe3c9",
    sun: "#ffe3a3",
    badge: "percent",
    badgeColour: "#2f7d4f",
  },
  {
    name: "third-party",
    motifOf: "third-party",
    title: "a car beside a shield with a tick",
    sky: "#f3f0fa",
    hills: "#ddd6f0",
    ground: "#d9e8dc",
    sun: "#ffd98a",
    badge: "shield",
    badgeColour: "#5b3f9c",
  },
  {
    name: "cashless-reimbursement",
    motifOf: "cashless",
    title: "a hospital and a health card",
    sky: "#e8f6f7",
    hills: "#c9e7ea",
    ground: "#d7ebdf",
    sun: "#ffd98a",
    badge: "cross",
    badgeColour: "#1f7f8a",
  },
  {
    name: "waiting-periods",
    motifOf: "waiting-period",
    title: "an hourglass beside a medical cross",
    sky: "#fdf3ea",
    hills: "#f4dcc4",
    ground: "#e3ecd6",
    sun: "#ffcf7a",
    badge: "calendar",
    badgeColour: "#b4561e",
  },
  {
    name: "free-look",
    motifOf: "sum-insured",
    title: "a family shield with stacked coins",
    sky: "#eef3fb",
    hills: "#d3def2",
    ground: "#d9eadf",
    sun: "#ffd98a",
    badge: "clock",
    badgeColour: "#1a4b8c",
  },
  {
    name: "spot-fraud",
    motifOf: "cyber-safety",
    title: "a laptop and a phone with a magnifying glass",
    sky: "#fbeff0",
    hills: "#f0d3d6",
    ground: "#e0ead9",
    sun: "#ffd98a",
    badge: "magnifier",
    badgeColour: "#a3303e",
  },
  {
    name: "travel-before-you-fly",
    motifOf: "schengen",
    title: "an aeroplane in front of a circle of stars",
    sky: "#e9f4fd",
    hills: "#cfe4f6",
    ground: "#d7ebdf",
    sun: "#ffe09a",
    badge: "plane",
    badgeColour: "#0f5f99",
  },
  {
    name: "deductible-copay",
    motifOf: "monsoon",
    title: "a car under rain clouds",
    sky: "#f4f7ea",
    hills: "#e0e8c8",
    ground: "#d6e7d0",
    sun: "#ffd98a",
    badge: "percent",
    badgeColour: "#5e6f1c",
  },
  {
    name: "home-cover",
    motifOf: "home-basics",
    title: "a house with a tree",
    sky: "#eef5fb",
    hills: "#d2e3f2",
    ground: "#d3e8d0",
    sun: "#ffd98a",
    badge: "tick",
    badgeColour: "#2f6e3f",
  },
];

const BADGES: Record<Scene["badge"], string> = {
  percent:
    '<circle cx="-22" cy="-22" r="12" fill="none" stroke="#fff" stroke-width="8"/><circle cx="22" cy="22" r="12" fill="none" stroke="#fff" stroke-width="8"/><path d="M28-34L-28 34" stroke="#fff" stroke-width="9" stroke-linecap="round"/>',
  tick: '<path d="M-30 2L-8 24L32-22" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>',
  clock:
    '<circle r="34" fill="none" stroke="#fff" stroke-width="8"/><path d="M0-20V0L16 12" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  rupee:
    '<path d="M-24-34H26M-24-14H26M-20-34H-2Q22-34 22-12T-2 10H-20L18 38" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
  shield:
    '<path d="M0-38L32-26V4Q32 28 0 40Q-32 28-32 4V-26Z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>',
  plane: '<path d="M-36 6L36-10L40-2L-30 18ZM-4 0L-18-30H-8L14-4ZM-4 10L-14 34H-4L12 8Z" fill="#fff"/>',
  calendar:
    '<rect x="-32" y="-26" width="64" height="58" rx="8" fill="none" stroke="#fff" stroke-width="8"/><path d="M-32-8H32M-16-38V-18M16-38V-18" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  magnifier:
    '<circle cx="-8" cy="-8" r="22" fill="none" stroke="#fff" stroke-width="9"/><path d="M8 8L32 32" stroke="#fff" stroke-width="11" stroke-linecap="round"/>',
  cross: '<path d="M0-30V30M-30 0H30" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
};

/** The motif of a blog illustration: what it draws on the scene, after the ground (and the cloud, where it has one). */
function motif(blogImage: string): string {
  const svg = readFileSync(path.join(blogDir, `${blogImage}-featured.svg`), "utf8");
  const ground = svg.indexOf('<rect y="480"');
  let at = svg.indexOf("/>", ground) + 2;
  if (svg.startsWith('<g transform="translate(96.0 60.0) scale(1.0)" fill="#ffffff"', at)) {
    at = svg.indexOf("</g>", at) + "</g>".length;
  }
  const body = svg.slice(at, svg.lastIndexOf("</svg>"));
  if (ground < 0 || !body.startsWith("<g")) throw new Error(`${blogImage}: no motif after the ground`);
  return body;
}

export function drawScene(scene: Scene, width: number, height: number): string {
  // the blog's images are 1200 x 600 (featured) and 800 x 500 (thumbnail): one scene, as wide as the
  // image and standing on its foot, the sky above it
  const scale = width / 1200;
  const dx = 0;
  const dy = height - 600 * scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">`,
    `<title id="t">Illustration: ${scene.title}</title>`,
    `<rect width="${width}" height="${height}" fill="${scene.sky}"/>`,
    `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})">`,
    `<circle cx="1116" cy="96" r="66" fill="${scene.sun}" opacity=".7"/>`,
    `<path d="M0 432Q300 360 600 420T1200 396V600H0Z" fill="${scene.hills}"/>`,
    `<rect y="480" width="1200" height="120" fill="${scene.ground}"/>`,
    `<g transform="translate(96 60)" fill="#ffffff" opacity="0.95"><ellipse cx="60" cy="40" rx="60" ry="22"/><circle cx="45" cy="28" r="24"/><circle cx="78" cy="22" r="30"/></g>`,
    motif(scene.motifOf),
    `<g transform="translate(1080 440) scale(.85)"><circle r="64" fill="${scene.badgeColour}"/>${BADGES[scene.badge]}</g>`,
    `</g></svg>`,
  ].join("");
}

mkdirSync(outDir, { recursive: true });
for (const scene of ARTICLES) {
  writeFileSync(path.join(outDir, `${scene.name}-featured.svg`), `${drawScene(scene, 1200, 600)}\n`);
  writeFileSync(path.join(outDir, `${scene.name}-thumb.svg`), `${drawScene(scene, 800, 500)}\n`);
}
console.info(`${ARTICLES.length * 2} images in ${path.relative(root, outDir)}`);
