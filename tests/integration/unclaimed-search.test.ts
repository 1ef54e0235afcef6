/**
 * The unclaimed amounts search (issue 16, decision 060). The lookup on PGlite and on PostgreSQL
 * when TEST_DATABASE_URL is set: an amount only when policy number, name and date of birth all
 * match; limits per address and per policy number kept in the database. The page's action in the
 * whole site: 400 naming the field to correct, 200 with the amounts or none, 429 when limited,
 * never 5xx for 1,000 malformed bodies; and the restricted collection is not listed by the
 * content API to the public.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnclaimedLookup } from "../../contracts/regulatory/unclaimed.ts";
import { UnclaimedSearchSchema } from "../../contracts/regulatory/unclaimed.ts";
import { inProcessContentSource } from "../../server/content/in-process-source.ts";
import { maskPolicy, unclaimedLookupFor } from "../../server/unclaimed/unclaimed-service.ts";
import { backends, openSeededContent, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const seeded = JSON.parse(fs.readFileSync(path.resolve("content/seed/unclaimedpolicies.json"), "utf8")) as {
  policy_number: string;
  holder_name: string;
  date_of_birth: string;
  amount: number;
}[];
const ramesh = { policy: "MTR/2024/1008312", name: "Ramesh Kumar Gowda", dob: "1968-03-14" };
const hashKey = async () => Buffer.alloc(32, 7);

let content: Awaited<ReturnType<typeof openSeededContent>>;
beforeAll(async () => {
  content = await openSeededContent();
}, 120_000);
afterAll(async () => content?.close());

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the unclaimed lookup on ${backend.name}`, () => {
    let test: TestDatabase;
    let lookup: UnclaimedLookup;
    beforeAll(async () => {
      test = await backend.open();
      lookup = unclaimedLookupFor(test.database.db, hashKey, inProcessContentSource(content.service.store));
    }, 120_000);
    afterAll(async () => test?.dispose());

    const search = (input: typeof ramesh, address = "203.0.113.7") =>
      lookup.search(UnclaimedSearchSchema.parse(input), address);

    it("shows every amount of a policy when name and date of birth match, written as a person would", async () => {
      const result = await search({ ...ramesh, name: "  ramesh   KUMAR gowda ", policy: "mtr/2024/1008312" });
      expect(result.state).toBe("found");
      if (result.state !== "found") return;
      expect(result.amounts.map((a) => a.amount).sort()).toEqual([1320, 4850]);
      expect(result.asOn).toBe("2026-09-30");
    });

    it("shows nothing when the name or the date of birth differs", async () => {
      expect((await search({ ...ramesh, dob: "1968-03-15" }, "203.0.113.8")).state).toBe("none");
      expect((await search({ ...ramesh, name: "Ramesh Gowda" }, "203.0.113.8")).state).toBe("none");
      expect((await search({ ...ramesh, policy: "MTR/2024/1008313" }, "203.0.113.8")).state).toBe("none");
    });

    it("allows 5 searches an hour for one policy number, from any address", async () => {
      const policy = seeded[3]!.policy_number;
      const input = { policy, name: "Someone Else", dob: "1980-01-01" };
      const states = [];
      for (let i = 0; i < 6; i++) states.push((await search(input, `198.51.100.${i}`)).state);
      expect(states).toEqual(["none", "none", "none", "none", "none", "limited"]);
    });

    it("allows 20 searches an hour from one address", async () => {
      const states = [];
      for (let i = 0; i < 21; i++) {
        states.push((await search({ ...ramesh, policy: `HLT/2020/90000${10 + i}` }, "192.0.2.50")).state);
      }
      expect(states.slice(0, 20).every((s) => s === "none")).toBe(true);
      expect(states[20]).toBe("limited");
    });
  });
}

describe("the search's form rules", () => {
  it("masks a policy number for the logs", () => {
    expect(maskPolicy("MTR/2026/1004821")).toBe("MTR/****/***4821");
  });

  it("refuses what cannot be a policy number, a name or a date of birth", () => {
    const problems = (input: Record<string, unknown>) =>
      UnclaimedSearchSchema.safeParse(input).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`) ?? [];
    expect(problems(ramesh)).toEqual([]);
    expect(problems({ ...ramesh, policy: "12" })).toEqual(["policy:unclaimed_error_policy"]);
    expect(problems({ ...ramesh, name: "R2-D2" })).toEqual(["name:unclaimed_error_name"]);
    expect(problems({ ...ramesh, name: "रमेश कुमार" })).toEqual([]);
    expect(problems({ ...ramesh, dob: "1968-02-30" })).toEqual(["dob:unclaimed_error_dob"]);
    expect(problems({ ...ramesh, dob: "2999-01-01" })).toEqual(["dob:unclaimed_error_dob"]);
    expect(problems({})).toEqual([
      "policy:unclaimed_error_policy",
      "name:unclaimed_error_name",
      "dob:unclaimed_error_dob",
    ]);
  });
});

describe("/unclaimed-policy-details in the site", () => {
  let running: SiteInProcess;
  beforeAll(async () => {
    running = await startSiteInProcess();
  }, 120_000);
  afterAll(async () => running?.close());

  const post = async (fields: Record<string, string>, page = "/unclaimed-policy-details") => {
    const answer = await fetch(`${running.base}${page}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, html: await answer.text(), headers: answer.headers };
  };

  it("shows the amounts in the page's language, privately", async () => {
    const en = await post(ramesh);
    expect(en.status).toBe(200);
    expect(en.html).toContain('data-unclaimed="found"');
    expect(en.html).toContain("₹4,850");
    expect(en.headers.get("cache-control")).toContain("no-store");
    const kn = await post(
      { ...ramesh, policy: seeded[2]!.policy_number, name: seeded[2]!.holder_name, dob: seeded[2]!.date_of_birth },
      "/unclaimed-policy-details/kannada",
    );
    expect(kn.html).toContain("ಕ್ಲೇಮ್ ಪಾವತಿ");
    expect(kn.html).toContain("₹28,400");
  });

  it("answers 400 naming what to correct, and keeps what was typed", async () => {
    const { status, html } = await post({ policy: "x", name: "Ramesh", dob: "31-12-1968" });
    expect(status).toBe(400);
    expect(html).toContain("Enter the policy number as printed on your policy");
    expect(html).toContain("Enter the policyholder&#x27;s date of birth");
    expect(html).toContain('value="Ramesh"');
    const hi = await post(
      { policy: "MTR/2024/1008312", name: "", dob: "1968-03-14" },
      "/unclaimed-policy-details/hindi",
    );
    expect(hi.status).toBe(400);
    expect(hi.html).toContain("पॉलिसीधारक का पूरा नाम अक्षरों में लिखें");
  });

  it("does not list the restricted collection through the content API", async () => {
    for (const route of [
      "/content/unclaimedpolicies",
      "/content/unclaimedpolicies/count",
      "/content/unclaimedpolicies/1",
    ]) {
      const answer = await fetch(`${running.base}${route}`);
      expect([401, 403], route).toContain(answer.status);
      expect(await answer.text(), route).not.toContain("Gowda");
    }
    expect((await fetch(`${running.base}/content/awards?_limit=1`)).status).toBe(200);
  });

  it("never answers 5xx to 1,000 malformed bodies", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("", " ", "MTR/2024/1008312", "1968-03-14", "\u0000", "%00", "<script>", "9".repeat(300)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("policy", "name", "dob", "other"), text),
        fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "application/json", "multipart/form-data"),
        async (fields, type) => {
          const answer = await fetch(`${running.base}/unclaimed-policy-details`, {
            method: "POST",
            headers: { "content-type": type },
            body: type === "application/json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
          });
          await answer.arrayBuffer();
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
  }, 300_000);
});
