/**
 * POST /api/careers/applications (issue 16): an application and its CV are
 * stored with a reference before the answer; the CV is judged by its bytes
 * and its size; the opening must be published and open; limits per address
 * and per mobile; a plain form post returns to the page; personal data is
 * masked in logs; malformed bodies are 4xx, never 5xx.
 */
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CV_MAX_BYTES } from "@contracts/careers/application-schema";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { createSite, type Site } from "../../server/site";
import { careerApplications } from "../../server/careers/careers.schema";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const EDITOR_TOKEN = "careers-api-editor-token";

let site: Site;
let server: http.Server;
let base: string;
let database: Database;

beforeAll(async () => {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no built pages in ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first`);
  }
  const config = loadConfig({
    NODE_ENV: "production",
    TRUST_PROXY: "loopback",
    SITE_URL: "http://www.example.in",
    CONTENT_EDITOR_TOKEN: EDITOR_TOKEN,
    LEAD_OUTBOX_POLL_MS: "60000",
    CAREERS_RATE_LIMIT_PER_IP: "1000",
  });
  database = await openDatabase({ dataDir: "memory://" });
  site = await createSite(config, { database });
  server = site.server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server?.close();
  await site?.close();
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x20), Buffer.from("\n%%EOF\n")]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2000)]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from("[Content_Types].xml"),
  Buffer.alloc(100),
  Buffer.from("word/document.xml"),
]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(1000)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from("photos/one.jpg")]);

let mobileSeq = 0;
/** A demo-range mobile of its own for each application, so the per-mobile limit is only met where tested. */
const nextMobile = () => `90000200${String(++mobileSeq).padStart(2, "0")}`;

function form(fields: Record<string, string>, cv: { bytes: Buffer; name: string; type?: string } | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cv)
    body.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? "application/octet-stream" }), cv.name);
  return body;
}

const valid = (overrides: Record<string, string> = {}) => ({
  job: "claims-officer-motor-bengaluru",
  fullName: "Anita Desai",
  mobile: nextMobile(),
  email: "anita@example.com",
  experience: "4",
  note: "I have handled motor claims for four years.",
  consent: "yes",
  lang: "kn",
  ...overrides,
});

async function apply(body: FormData, accept = "application/json") {
  const response = await fetch(`${base}/api/careers/applications`, {
    method: "POST",
    body,
    headers: { accept },
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    retryAfter: response.headers.get("retry-after"),
    body: text.startsWith("{") ? (JSON.parse(text) as Record<string, string>) : {},
  };
}

describe("an application", () => {
  it("is stored with its CV and a reference before the answer, and the log masks the applicant", async () => {
    const info = vi.spyOn(console, "info");
    const fields = valid();
    const answer = await apply(
      form(fields, { bytes: PDF, name: "C:\\Users\\anita\\Anita CV.pdf", type: "text/plain" }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^CA-\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    const [row] = await database.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.reference, answer.body.reference!));
    expect(row).toMatchObject({
      job: "claims-officer-motor-bengaluru",
      fullName: "Anita Desai",
      mobile: fields.mobile,
      experienceYears: 4,
      lang: "kn",
      cvName: "Anita CV.pdf",
      cvMime: "application/pdf",
      cvSize: PDF.length,
    });
    expect(Buffer.compare(row!.cv, PDF)).toBe(0);
    const logged = info.mock.calls.flat().join("\n");
    expect(logged).toContain(answer.body.reference);
    expect(logged).not.toContain(fields.mobile);
    expect(logged).not.toContain("Anita");
    expect(logged).toContain(`${fields.mobile.slice(0, 2)}******${fields.mobile.slice(-2)}`);
    info.mockRestore();
  });

  it("takes Word files, old and new, by their bytes", async () => {
    for (const [bytes, name, mime] of [
      [DOC, "cv.doc", "application/msword"],
      [DOCX, "cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const answer = await apply(form(valid(), { bytes, name }));
      expect(answer.status, name).toBe(201);
      const [row] = await database.db
        .select({ mime: careerApplications.cvMime })
        .from(careerApplications)
        .where(eq(careerApplications.reference, answer.body.reference!));
      expect(row!.mime).toBe(mime);
    }
  });

  it("refuses a CV that is not a PDF or Word file whatever its name and type, one over 2 MB, and none", async () => {
    for (const cv of [
      { bytes: EXE, name: "cv.pdf", type: "application/pdf" },
      { bytes: ZIP, name: "cv.docx" },
      { bytes: Buffer.from("<html>"), name: "cv.doc", type: "application/msword" },
    ]) {
      const answer = await apply(form(valid(), cv));
      expect(answer.status, cv.name).toBe(400);
      expect(answer.body).toMatchObject({ field: "cv", key: "career_cv_type" });
      expect(answer.body.message).toContain("PDF or Word");
    }
    const big = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES)]);
    const tooBig = await apply(form(valid(), { bytes: big, name: "cv.pdf" }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain("2 MB");
    const none = await apply(form(valid(), null));
    expect(none).toMatchObject({ status: 400, body: { field: "cv", key: "career_cv_required" } });
  });

  it("tells which field to fix, with the form's own messages", async () => {
    for (const [overrides, field, key] of [
      [{ fullName: "Anita" }, "fullName", "lead_name_two_words"],
      [{ mobile: "12345" }, "mobile", "lead_mobile_length"],
      [{ email: "anita@example" }, "email", "career_email_invalid"],
      [{ experience: "fifty" }, "experience", "career_experience_invalid"],
      [{ experience: "51" }, "experience", "career_experience_invalid"],
      [{ note: "x".repeat(1501) }, "note", "career_note_too_long"],
      [{ consent: "" }, "consent", "career_consent_required"],
      [{ job: "../../etc/passwd" }, "job", "career_job_invalid"],
      [{ job: "no-such-opening" }, "job", "career_job_invalid"],
    ] as const) {
      const answer = await apply(form(valid(overrides), { bytes: PDF, name: "cv.pdf" }));
      expect(answer.status, key).toBe(400);
      expect(answer.body, key).toMatchObject({ field, key });
    }
  });

  it("is refused for an opening past its closing date", async () => {
    const put = await fetch(`${base}/content/jobs/3`, {
      method: "PUT",
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ closing_date: "2020-01-31" }),
    });
    expect(put.status).toBe(200);
    const answer = await apply(
      form(valid({ job: "customer-care-adviser-kannada-hindi" }), { bytes: PDF, name: "cv.pdf" }),
    );
    expect(answer).toMatchObject({ status: 400, body: { field: "job", key: "career_job_closed" } });
  });

  it("from one mobile is taken three times a day, then 429 with Retry-After", async () => {
    const mobile = nextMobile();
    for (let n = 0; n < 3; n++) {
      expect((await apply(form(valid({ mobile }), { bytes: PDF, name: "cv.pdf" }))).status).toBe(201);
    }
    const fourth = await apply(form(valid({ mobile }), { bytes: PDF, name: "cv.pdf" }));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    expect(fourth.body.key).toBe("career_rate_limited");
  });

  it("posted without scripts returns to the page in its language, with the reference or what to fix", async () => {
    const done = await apply(form(valid({ lang: "hi" }), { bytes: PDF, name: "cv.pdf" }), "text/html");
    expect(done.status).toBe(303);
    expect(done.location).toMatch(/^\/current-opening\/hindi\?applied=CA-\d{6}-\w{6}#apply$/);
    const wrong = await apply(form(valid({ lang: "kn", email: "x" }), { bytes: PDF, name: "cv.pdf" }), "text/html");
    expect(wrong.status).toBe(303);
    expect(wrong.location).toBe(
      "/current-opening/kannada?apply_error=career_email_invalid&job=claims-officer-motor-bengaluru#apply",
    );
  });
});

describe("malformed requests", () => {
  it("are answered 4xx, never 5xx (1,000 of them)", async () => {
    const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
    const bodies: (() => RequestInit)[] = [
      () => ({ body: random(Math.floor(Math.random() * 400)), headers: { "content-type": "multipart/form-data" } }),
      () => ({
        body: `--x\r\nContent-Disposition: form-data; name="${random(4).toString("latin1")}"\r\n\r\n${random(20).toString("latin1")}\r\n--x--`,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
      () => ({ body: JSON.stringify(valid()), headers: { "content-type": "application/json" } }),
      () => ({ body: "job=a&fullName=b", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      () => {
        const f = form(
          valid({
            [["job", "mobile", "email", "experience", "fullName"][Math.floor(Math.random() * 5)]!]:
              random(6).toString("latin1"),
          }),
          {
            bytes: random(50),
            name: random(8).toString("latin1"),
          },
        );
        return { body: f };
      },
    ];
    const statuses = new Map<number, number>();
    for (let n = 0; n < 1000; n++) {
      const init = bodies[n % bodies.length]!();
      const response = await fetch(`${base}/api/careers/applications`, {
        method: "POST",
        ...init,
        headers: { accept: "application/json", ...(init.headers as Record<string, string> | undefined) },
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `request ${n}`).toBeLessThan(500);
    }
    expect([...statuses.keys()].every((s) => s >= 400)).toBe(true);
  }, 120_000);
});
