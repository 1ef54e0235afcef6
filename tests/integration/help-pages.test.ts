/**
 * The help pages with content of their own (issue 16), rendered by the whole
 * site in process on the seed: the FAQ's groups, search and FAQPage data; the
 * grievance page's levels, turnaround times and every Ombudsman office; and
 * the register search of `/agent` with its answers for a licence that is
 * valid, suspended or expired, unknown, and a search too short. No address a
 * visitor can type answers 5xx (fuzzed).
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const seed = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve("content/seed", `${name}.json`), "utf8")) as Record<string, unknown>[];

let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess();
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

async function page(address: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${base}${address}`);
  return { status: answer.status, html: await answer.text() };
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

function jsonLd(html: string, type: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, body]) => JSON.parse(body!) as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}

describe("/faq", () => {
  it("shows every published question by group, with FAQPage data for all of them", async () => {
    const published = seed("faqsubcategories").filter((s) => s.publish !== false);
    const questions = published.reduce((n, s) => n + (s.faqs as unknown[]).length, 0);
    expect(questions).toBeGreaterThanOrEqual(60);
    const { status, html } = await page("/faq");
    expect(status).toBe(200);
    expect(count(html, /data-faq-question=/g)).toBe(questions);
    const faqPage = jsonLd(html, "FAQPage");
    expect((faqPage?.mainEntity as unknown[]).length).toBe(questions);
    expect(html).toContain('href="#faq-');
  });

  it("filters by every word of a search from the address, before any script", async () => {
    const { html } = await page("/faq?faq=cashless+hospital");
    const shown = Number(/data-faq-count="(\d+)"/.exec(html)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(count(html, /data-faq-question=/g)).toBe(shown);
    expect(html).toMatch(/question(s)? match(es)? “cashless hospital”/);
    const none = await page("/faq?faq=zzqxv");
    expect(none.html).toContain("No question matches “zzqxv”");
    expect(count(none.html, /data-faq-question=/g)).toBe(0);
  });

  it("searches the Kannada and Hindi texts on their pages", async () => {
    const kn = await page(`/faq/kannada?faq=${encodeURIComponent("ಕ್ಲೇಮ್")}`);
    expect(Number(/data-faq-count="(\d+)"/.exec(kn.html)?.[1])).toBeGreaterThan(0);
    const hi = await page(`/faq/hindi?faq=${encodeURIComponent("दावा")}`);
    expect(Number(/data-faq-count="(\d+)"/.exec(hi.html)?.[1])).toBeGreaterThan(0);
  });
});

describe("/grievance-redressal", () => {
  it("shows the levels in order, the turnaround tables and every Ombudsman office", async () => {
    const { status, html } = await page("/grievance-redressal");
    expect(status).toBe(200);
    const levels = seed("grievancelevels").filter((l) => l.publish !== false);
    expect([...html.matchAll(/data-grievance-level="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      levels.map((l) => l.level as number).sort((a, b) => a - b),
    );
    expect(html).toContain("https://bimabharosa.irdai.gov.in");
    const offices = seed("ombudsmanoffices");
    expect(offices.length).toBe(17);
    expect(count(html, /data-ombudsman-office=/g)).toBe(offices.length);
    for (const category of ["policy", "endorsement", "claims", "grievance"]) {
      expect(html).toContain(`data-turnaround="${category}"`);
    }
  });

  it("is in Hindi and Kannada, with no English left in the labels", async () => {
    for (const [address, heading] of [
      ["/grievance-redressal/hindi", "बीमा लोकपाल कार्यालय"],
      ["/grievance-redressal/kannada", "ವಿಮಾ ಓಂಬುಡ್ಸ್‌ಮನ್ ಕಚೇರಿಗಳು"],
    ] as const) {
      const { status, html } = await page(address);
      expect(status).toBe(200);
      expect(html).toContain(heading);
      // no keyword shown as itself (the page's data for hydration names them all, so scripts are left out)
      expect(html.replace(/<script[^>]*>.*?<\/script>/gs, "")).not.toMatch(/help_[a-z_]+/);
    }
  });
});

describe("/agent: verifying a seller", () => {
  const register = seed("intermediaries");
  const active = register.find((e) => e.status === "active" && String(e.valid_to) > "2027-01-01")!;
  const suspended = register.find((e) => e.status === "suspended")!;

  it("finds a valid licence by its code, in any case", async () => {
    const code = String(active.licence_code);
    const { status, html } = await page(`/agent?licence=${encodeURIComponent(code.toLowerCase())}`);
    expect(status).toBe(200);
    expect(html).toContain(`data-licence="${code}"`);
    expect(html).toContain('data-licence-status="active"');
    expect(html).toContain("1 licence found");
  });

  it("finds by part of the name, and says when a licence is suspended", async () => {
    const name = String(suspended.name);
    const part = name.split(" ")[0]!;
    const { html } = await page(`/agent?licence=${encodeURIComponent(part)}`);
    expect(html).toContain(`data-licence="${String(suspended.licence_code)}"`);
    expect(html).toMatch(/data-licence-status="suspended"[^>]*>Licence suspended: do not buy through them/);
  });

  it("warns when nobody matches, and asks for 3 characters", async () => {
    const none = await page("/agent?licence=Fake+Agent+Xyz");
    expect(none.html).toContain('data-agent-results="0"');
    expect(none.html).toContain("Do not pay this person");
    const short = await page("/agent?licence=ab");
    expect(short.html).toContain("Enter at least 3 letters or digits of the name or licence code");
    expect(short.html).toContain('aria-invalid="true"');
    expect(short.html).not.toContain("data-agent-results");
  });

  it("answers in Kannada", async () => {
    const { html } = await page(`/agent/kannada?licence=${encodeURIComponent(String(active.licence_code))}`);
    expect(html).toContain("ಪರವಾನಗಿ ಮಾನ್ಯ");
    expect(html).toContain("1 ಪರವಾನಗಿ ಸಿಕ್ಕಿದೆ");
  });
});

describe("no address a visitor can type answers 5xx", () => {
  // each search is a whole page rendered (no cache hit: every value differs), so 300 a page, not 1,000
  it("survives 300 malformed searches of each page", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.constantFrom("%", "%E0%A4", "%00", "a%2", "'--", "<script>", "\\", "..%2f"),
    );
    for (const [address, param] of [
      ["/agent", "licence"],
      ["/faq/hindi", "faq"],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(value, fc.boolean(), async (text, raw) => {
          const query = raw ? text : encodeURIComponent(text);
          const answer = await fetch(`${base}${address}?${param}=${query}`);
          await answer.arrayBuffer();
          expect(answer.status, `${address}?${param}=${query}`).toBeLessThan(500);
        }),
        { numRuns: 300 },
      );
    }
  });
});

describe("the grievance form", () => {
  const complaint = {
    name: "Meena Iyer",
    mobile: "9876501234",
    email: "",
    record: "MTR/2026/1004821",
    category: "claim",
    description: "My claim documents were submitted three weeks ago and nobody has called me back.",
  };

  it("registers a complaint with a GRV reference whose status its mobile can look up", async () => {
    const answer = await fetch(`${base}/api/grievances`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(complaint),
    });
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    expect(reference).toMatch(/^GRV-\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    const status = await fetch(`${base}/api/service-requests/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reference, mobile: complaint.mobile }),
    });
    expect(status.status).toBe(200);
    expect(((await status.json()) as { status: string }).status).toMatch(/received|forwarded/);
  });

  it("refuses a wrong field with its message and stores nothing", async () => {
    for (const [change, field, message] of [
      [{ mobile: "12345" }, "mobile", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
      [{ description: "Too short" }, "description", "Please describe your complaint in at least 20 characters"],
      [{ category: "spam" }, "category", "Please choose what your complaint is about"],
      [{ name: "M" }, "name", "Please enter your first and last name in letters, as on your policy"],
    ] as const) {
      const answer = await fetch(`${base}/api/grievances`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...complaint, ...change }),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ field, message });
    }
  });

  it("takes the page's own form post without scripts, in Hindi", async () => {
    const answer = await fetch(`${base}/grievance-redressal/hindi`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...complaint, mobile: "9876501235" }).toString(),
    });
    expect(answer.status).toBe(201);
    const html = await answer.text();
    expect(html).toMatch(/data-grievance-reference="GRV-\d{6}-[A-Z0-9]{6}"/);
    expect(html).toContain("आपकी शिकायत दर्ज हो गई है");
  });

  it("answers 1,000 malformed bodies with 4xx, never 5xx", async () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", " ", "9876501234", "claim", "\u0000"));
    const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const body = fc.oneof(
      fc.record(
        { name: field, mobile: field, email: field, record: field, category: field, description: field },
        { requiredKeys: [] },
      ),
      fc.anything().map((value) => JSON.stringify(value) ?? ""),
      fc.string({ maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const answer = await fetch(`${base}/api/grievances`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
          body: typeof sent === "string" ? sent : JSON.stringify(sent),
        });
        await answer.arrayBuffer();
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
  });
});
