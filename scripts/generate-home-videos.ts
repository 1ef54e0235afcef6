/**
 * Makes the home page's explainer videos (issue 16, decision 069) from scripts/home-videos/videos.ts:
 * for each, one slide a step (an SVG drawn here, rendered to PNG by sharp: a pictogram, the step's
 * number and a progress row, no words), an H.264 MP4 of the slides (640x360, no audio, made by
 * ffmpeg), the first slide as poster, WebVTT captions in English, Hindi and Kannada, and the
 * entries of content/seed/homevideos.json (whose transcripts are the captions' text).
 *
 *   npx tsx scripts/generate-home-videos.ts      (needs /usr/bin/ffmpeg; CI uses the committed files)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { STEP_SECONDS, VIDEOS, type Pictogram, type Step, type VideoScript } from "./home-videos/videos.ts";

const WIDTH = 640;
const HEIGHT = 360;
const OUT_DIR = path.resolve("public/uploads/home/videos");
const URL_DIR = "/uploads/home/videos";
const SEED = path.resolve("content/seed/homevideos.json");
const FFMPEG = process.env.FFMPEG ?? "/usr/bin/ffmpeg";

const BRAND_900 = "#0b2e5c";
const BRAND_700 = "#1a4b8c";
const ACCENT = "#f4b41a";

/** The pictograms, drawn in a 200x200 box with white strokes. */
const PICTOGRAMS: Record<Pictogram, string> = {
  card: `<rect x="20" y="50" width="160" height="100" rx="14"/><line x1="20" y1="80" x2="180" y2="80"/><line x1="40" y1="120" x2="100" y2="120"/><circle cx="150" cy="122" r="12"/>`,
  document: `<path d="M50 20h70l40 40v120H50z"/><path d="M120 20v40h40"/><line x1="72" y1="95" x2="138" y2="95"/><line x1="72" y1="120" x2="138" y2="120"/><line x1="72" y1="145" x2="120" y2="145"/>`,
  clock: `<circle cx="100" cy="100" r="75"/><path d="M100 55v45l32 22"/>`,
  hospital: `<rect x="35" y="45" width="130" height="135" rx="8"/><path d="M100 70v50M75 95h50"/><path d="M85 180v-30h30v30"/>`,
  check: `<circle cx="100" cy="100" r="75"/><path d="M65 102l24 24 48-52"/>`,
  rupee: `<path d="M65 45h75M65 75h75M65 45c60 0 60 70 0 70h-5l70 65"/>`,
  phone: `<rect x="60" y="20" width="80" height="160" rx="14"/><line x1="88" y1="160" x2="112" y2="160"/><rect x="74" y="44" width="52" height="96" rx="4"/>`,
  car: `<path d="M30 130v-25l25-40h90l25 40v25z"/><line x1="55" y1="105" x2="145" y2="105"/><circle cx="62" cy="140" r="16"/><circle cx="138" cy="140" r="16"/>`,
  lock: `<rect x="45" y="90" width="110" height="90" rx="10"/><path d="M70 90V65a30 30 0 0 1 60 0v25"/><circle cx="100" cy="130" r="10"/>`,
  search: `<circle cx="88" cy="88" r="52"/><line x1="126" y1="126" x2="172" y2="172"/>`,
};

function slideSvg(video: VideoScript, index: number): string {
  const total = video.steps.length;
  const step = video.steps[index]!;
  const dots = Array.from({ length: total }, (_, i) => {
    const x = 360 + i * 36;
    return `<circle cx="${x}" cy="262" r="9" fill="${i <= index ? ACCENT : "none"}" stroke="${ACCENT}" stroke-width="3"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BRAND_900}"/>
  <circle cx="180" cy="180" r="130" fill="${BRAND_700}"/>
  <g transform="translate(80 80)" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[step.pictogram]}</g>
  <text x="360" y="200" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="${ACCENT}">${index + 1}</text>
  ${dots}
</svg>`;
}

/** The poster: the video's pictograms, step by step, around a play sign (each video's own). */
function posterSvg(video: VideoScript): string {
  const icons = video.steps
    .map((step, i) => {
      const x = 40 + (i % 3) * 200;
      const y = i < 3 ? 30 : 200;
      return `<g transform="translate(${x + 35} ${y}) scale(0.65)" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.55">${PICTOGRAMS[step.pictogram]}</g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BRAND_900}"/>
  ${icons}
  <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="48" fill="${ACCENT}"/>
  <path d="M${WIDTH / 2 - 14} ${HEIGHT / 2 - 24}l40 24-40 24z" fill="${BRAND_900}"/>
</svg>`;
}

function vttTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
}

export function captionsOf(steps: readonly Step[], lang: "en" | "hi" | "kn"): string {
  const cues = steps.map(
    (step, i) => `${i + 1}\n${vttTime(i * STEP_SECONDS)} --> ${vttTime((i + 1) * STEP_SECONDS)}\n${step[lang]}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}

async function makeVideo(video: VideoScript, work: string): Promise<void> {
  const slides: string[] = [];
  for (let i = 0; i < video.steps.length; i++) {
    const file = path.join(work, `${video.slug}-${i + 1}.png`);
    await sharp(Buffer.from(slideSvg(video, i)))
      .png()
      .toFile(file);
    slides.push(file);
  }
  // the concat demuxer's list: each slide for its seconds (the last named twice, as ffmpeg asks)
  const list = path.join(work, `${video.slug}.txt`);
  fs.writeFileSync(
    list,
    [...slides.map((s) => `file '${s}'\nduration ${STEP_SECONDS}`), `file '${slides.at(-1)}'`].join("\n") + "\n",
  );
  const mp4 = path.join(OUT_DIR, `${video.slug}.mp4`);
  execFileSync(
    FFMPEG,
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      list,
      "-vf",
      "fps=10,format=yuv420p",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-tune",
      "stillimage",
      "-crf",
      "28",
      "-profile:v",
      "main",
      "-t",
      String(video.steps.length * STEP_SECONDS),
      "-movflags",
      "+faststart",
      "-an",
      mp4,
    ],
    { stdio: "inherit" },
  );
  await sharp(Buffer.from(posterSvg(video)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT_DIR, `${video.slug}-poster.png`));
  for (const lang of ["en", "hi", "kn"] as const) {
    fs.writeFileSync(path.join(OUT_DIR, `${video.slug}.${lang}.vtt`), captionsOf(video.steps, lang));
  }
}

function seedEntry(video: VideoScript, sortOrder: number) {
  const file = (name: string) => `${URL_DIR}/${name}`;
  const transcript = (lang: "en" | "hi" | "kn") => video.steps.map((s) => s[lang]).join("\n");
  return {
    id: video.id,
    title_en: video.title.en,
    title_hi: video.title.hi,
    title_kannad: video.title.kn,
    description_en: video.description.en,
    description_hi: video.description.hi,
    description_kannad: video.description.kn,
    Video: file(`${video.slug}.mp4`),
    Poster: file(`${video.slug}-poster.png`),
    Captions_en: file(`${video.slug}.en.vtt`),
    Captions_hi: file(`${video.slug}.hi.vtt`),
    Captions_kannad: file(`${video.slug}.kn.vtt`),
    transcript_en: transcript("en"),
    transcript_hi: transcript("hi"),
    transcript_kannad: transcript("kn"),
    duration_seconds: video.steps.length * STEP_SECONDS,
    publish: true,
    Sort_Order: sortOrder,
  };
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "home-videos-"));
  try {
    for (const video of VIDEOS) {
      await makeVideo(video, work);
      const size = fs.statSync(path.join(OUT_DIR, `${video.slug}.mp4`)).size;
      console.info(`${video.slug}.mp4: ${(size / 1024).toFixed(0)} KB`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.writeFileSync(
    SEED,
    JSON.stringify(
      VIDEOS.map((v, i) => seedEntry(v, i + 1)),
      null,
      2,
    ) + "\n",
  );
  console.info(`wrote ${path.relative(process.cwd(), SEED)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
