/**
 * The home page's issue-16 sections (decision 069) on the running site: `/our-reach` renders the
 * home page with the "Our reach" section marked, its numbers equal to counts made here from the
 * locator seed files; campaign banners as their window says; the explainer videos' files exist,
 * are valid MP4s under 1 MB with WebVTT captions that agree with the entries, and are served with
 * their types and by byte range.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const SEED = path.resolve("content/seed");
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(SEED, name), "utf8")) as T;

interface Place {
  id: number;
  city: number;
  state: number;
}
interface VideoEntry {
  id: number;
  title_en: string;
  title_hi: string;
  title_kannad: string;
  Video: string;
  Poster: string;
  Captions_en: string;
  Captions_hi: string;
  Captions_kannad: string;
  transcript_en: string;
  transcript_hi: string;
  transcript_kannad: string;
  duration_seconds: number;
}
interface Banner {
  id: number;
  placement: string;
  starts_at: string;
  ends_at: string;
  headline_en: string;
  publish: boolean;
}

/** Counted here again from the seed files, apart from the server's index. */
function expectedCounts() {
  const branches = read<Place[]>("branches.json");
  return {
    branches: branches.length,
    cities: new Set(branches.map((b) => b.city)).size,
    states: new Set(branches.map((b) => b.state)).size,
    hospitals: read<Place[]>("hospitals.json").length,
    garages: read<Place[]>("garages.json").length,
  };
}

const file = (url: string) => path.resolve("public", url.replace(/^\//, ""));

/** The cues of a WebVTT file: start and end in seconds and the text; throws on anything malformed. */
function parseVtt(text: string): { start: number; end: number; text: string }[] {
  const blocks = text
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/);
  if (blocks[0]?.split("\n")[0] !== "WEBVTT") throw new Error("no WEBVTT header");
  const seconds = (t: string) => {
    const m = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(t);
    if (!m) throw new Error(`bad time ${t}`);
    return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
  };
  return blocks.slice(1).map((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0) throw new Error(`cue without timing: ${block}`);
    const [a, b] = lines[timing]!.split(" --> ");
    const cue = { start: seconds(a!.trim()), end: seconds(b!.trim()), text: lines.slice(timing + 1).join("\n") };
    if (!(cue.end > cue.start) || !cue.text) throw new Error(`bad cue: ${block}`);
    return cue;
  });
}

/** The movie's duration from its `mvhd` box (version 0 or 1). */
function mp4Duration(bytes: Buffer): number {
  const at = bytes.indexOf("mvhd");
  if (at < 0) throw new Error("no mvhd box");
  const version = bytes[at + 4];
  if (version === 1) return Number(bytes.readBigUInt64BE(at + 28)) / bytes.readUInt32BE(at + 24);
  return bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

describe("home videos: files", () => {
  const videos = read<VideoEntry[]>("homevideos.json");
  it("has at least three videos, each a valid small MP4 with a poster and captions that agree", () => {
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos) {
      const mp4 = fs.readFileSync(file(v.Video));
      expect(mp4.subarray(4, 8).toString("latin1"), v.Video).toBe("ftyp");
      expect(mp4.length).toBeLessThan(1024 * 1024);
      expect(mp4.includes(Buffer.from("avc1")), `${v.Video} is H.264`).toBe(true);
      expect(Math.abs(mp4Duration(mp4) - v.duration_seconds)).toBeLessThan(0.6);
      expect(v.duration_seconds).toBeGreaterThanOrEqual(15);
      expect(v.duration_seconds).toBeLessThanOrEqual(40);
      const poster = fs.readFileSync(file(v.Poster));
      expect(poster.subarray(1, 4).toString("latin1")).toBe("PNG");
      for (const [captions, transcript] of [
        [v.Captions_en, v.transcript_en],
        [v.Captions_hi, v.transcript_hi],
        [v.Captions_kannad, v.transcript_kannad],
      ] as const) {
        const cues = parseVtt(fs.readFileSync(file(captions), "utf8"));
        expect(cues.map((c) => c.text).join("\n"), captions).toBe(transcript);
        expect(cues.at(-1)?.end).toBe(v.duration_seconds);
        for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
      }
    }
  });
});

describe("home page sections on the site", () => {
  let running: SiteInProcess;
  beforeAll(async () => {
    running = await startSiteInProcess();
  }, 120_000);
  afterAll(async () => running?.close());

  const page = async (address: string) => {
    const answer = await fetch(`${running.base}${address}`);
    return { status: answer.status, html: await answer.text() };
  };

  it("/our-reach renders the home page with the Our reach section, numbered from the locators", async () => {
    const counts = expectedCounts();
    const { status, html } = await page("/our-reach");
    expect(status).toBe(200);
    expect(html).toContain('data-page="home"');
    expect(html).toMatch(/<section id="our-reach"[^>]*data-focus="true"/);
    const numbers = Object.fromEntries(
      [...html.matchAll(/data-measure="(\w+)"><p[^>]*>([\d,]+)<\/p>/g)].map((m) => [m[1], m[2]]),
    );
    const en = new Intl.NumberFormat("en-IN");
    expect(numbers).toEqual(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, en.format(v)])));
    // the home page has it too, unmarked
    const home = await page("/");
    expect(home.html).toMatch(/<section id="our-reach"/);
    expect(home.html).not.toContain('data-focus="true"');
    // in Hindi and Kannada, with the state table linking to the branch locator
    const hi = await page("/our-reach/hindi");
    expect(hi.html).toContain("हमारी पहुँच");
    expect(hi.html).toContain('href="/contact-us/branch/hindi?state=');
    const kn = await page("/our-reach/kannada");
    expect(kn.html).toContain("ನಮ್ಮ ವ್ಯಾಪ್ತಿ");
  });

  it("shows exactly the campaigns live today on their placement: home and a product listing", async () => {
    const now = Date.now();
    const live = (placement: string) =>
      read<Banner[]>("banners.json")
        .filter(
          (b) =>
            b.publish && b.placement === placement && Date.parse(b.starts_at) <= now && now < Date.parse(b.ends_at),
        )
        .map((b) => b.id);
    const shown = (html: string) => [...html.matchAll(/data-campaign="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown((await page("/")).html)).toEqual(live("home"));
    expect(shown((await page("/product/retail/hindi")).html)).toEqual(live("retail"));
    expect(shown((await page("/product/corporate")).html)).toEqual(live("corporate"));
  });

  it("renders the videos with captions and transcripts, and serves their files by type and range", async () => {
    const videos = read<VideoEntry[]>("homevideos.json");
    const { html } = await page("/kannada");
    for (const v of videos) {
      expect(html).toContain(v.title_kannad);
      expect(html).toContain(`src="${v.Video}"`);
    }
    expect(html).toMatch(/<video[^>]*controls=""[^>]*preload="none"[^>]*poster="\/uploads\/home\/videos\//);
    expect(html).toMatch(
      /<track kind="captions" src="[^"]+\.kn\.vtt" srcLang="kn"|<track kind="captions" src="[^"]+\.kn\.vtt" srclang="kn"/,
    );
    const v = videos[0]!;
    const whole = await fetch(`${running.base}${v.Video}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const part = await fetch(`${running.base}${v.Video}`, { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const vtt = await fetch(`${running.base}${v.Captions_hi}`);
    expect(vtt.headers.get("content-type")).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toContain(v.transcript_hi.split("\n")[0]);
  });
});
