/**
 * The channel-partner sign-in (issue 16, decision 064): the service on PGlite and PostgreSQL
 * (the gateway's API users, the same answer for an unknown partner and a wrong password, limits
 * per partner id and per address, sessions that only the portal accepts), and the page in
 * process (form, 400/401/429 answers, the session cookie, sign-out, nothing kept for another
 * visitor, no 5xx for anything a visitor can send).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PartnerSignInSchema,
  PARTNER_SESSION_COOKIE,
  type ChannelPartnerService,
} from "../../contracts/channel-partner/channel-partner.ts";
import { createAccessTokens } from "../../server/gateway/access-tokens.ts";
import { apiUserCheck } from "../../server/gateway/api-users.ts";
import { partnerPortalFor } from "../../server/gateway/partner-portal.ts";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const PARTNER = { partnerId: "bank-partner-01", password: "correct-horse-battery-staple-9" };
const OTHER = { partnerId: "broker-partner-02", password: "another-long-password-42" };
const users = apiUserCheck([
  { user: PARTNER.partnerId, password: PARTNER.password },
  { user: OTHER.partnerId, password: OTHER.password },
]);
const hashKey = async () => Buffer.alloc(32, 9);

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the partner portal on ${backend.name}`, () => {
    let test: TestDatabase;
    let portal: ChannelPartnerService;
    const tokens = createAccessTokens(async () => Buffer.alloc(32, 3));
    beforeAll(async () => {
      test = await backend.open();
      portal = partnerPortalFor(test.database.db, hashKey, users, tokens);
    }, 120_000);
    afterAll(async () => test?.dispose());

    const signIn = (input: { partnerId: string; password: string }, address = "203.0.113.1") =>
      portal.signIn(PartnerSignInSchema.parse(input), address);

    it("signs a configured partner in with a session only the portal accepts", async () => {
      const result = await signIn(PARTNER);
      expect(result.state).toBe("signed-in");
      if (result.state !== "signed-in") return;
      expect(result.partnerId).toBe(PARTNER.partnerId);
      expect(result.expiresIn).toBe(900);
      expect(await portal.session(result.token)).toMatchObject({ partnerId: PARTNER.partnerId });
      // a gateway API token of the same user is not a portal session, nor is a forged one
      const api = await tokens.issue({ sub: PARTNER.partnerId });
      expect(await portal.session(api.token)).toBeNull();
      expect(await portal.session(`${result.token.slice(0, -4)}AAAA`)).toBeNull();
      expect(await portal.session("")).toBeNull();
    });

    it("answers an unknown partner and a wrong password alike", async () => {
      const wrong = await signIn({ ...OTHER, password: "not-the-password-at-all" }, "203.0.113.2");
      const unknown = await signIn({ partnerId: "nobody-here", password: OTHER.password }, "203.0.113.3");
      expect(wrong).toEqual({ state: "mismatch", partnerId: OTHER.partnerId });
      expect(unknown).toEqual({ state: "mismatch", partnerId: "nobody-here" });
    });

    it("allows 5 tries in 15 minutes for one partner id, from any address, then refuses even the right password", async () => {
      const states = [];
      for (let i = 0; i < 5; i++) {
        states.push(
          (await signIn({ partnerId: "Limited-Partner", password: "wrong-password-x" }, `198.51.100.${i}`)).state,
        );
      }
      states.push((await signIn({ partnerId: "limited-partner", password: "wrong-password-x" }, "198.51.100.9")).state);
      expect(states).toEqual(["mismatch", "mismatch", "mismatch", "mismatch", "mismatch", "limited"]);
    });

    it("allows 20 tries in 15 minutes from one address", async () => {
      const states = [];
      for (let i = 0; i < 21; i++) {
        states.push((await signIn({ partnerId: `guess-${i}`, password: "wrong-password-x" }, "192.0.2.77")).state);
      }
      expect(states.slice(0, 20).every((s) => s === "mismatch")).toBe(true);
      expect(states[20]).toBe("limited");
    });
  });
}

describe("/channel-partner-login in the site", () => {
  let running: SiteInProcess;
  beforeAll(async () => {
    running = await startSiteInProcess({
      GATEWAY_API_USERS: `${PARTNER.partnerId}:${PARTNER.password}`,
    });
  }, 120_000);
  afterAll(async () => running?.close());

  const get = async (page = "/channel-partner-login", cookie = "") => {
    const answer = await fetch(`${running.base}${page}`, { headers: cookie ? { cookie } : {} });
    return { status: answer.status, html: await answer.text(), headers: answer.headers };
  };
  const post = async (fields: Record<string, string>, page = "/channel-partner-login", cookie = "") => {
    const answer = await fetch(`${running.base}${page}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, html: await answer.text(), headers: answer.headers };
  };

  it("shows the sign-in form and the partners' own helpline, privately, in three languages", async () => {
    const en = await get();
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toMatch(/private, no-store/);
    expect(en.html).toContain("Sign in to the partner portal");
    expect(en.html).toContain('autoComplete="current-password"');
    expect(en.html).toContain("1800 22 1111");
    const hi = await get("/channel-partner-login/hindi");
    expect(hi.html).toContain("चैनल पार्टनर पोर्टल में लॉगिन करें");
    const kn = await get("/channel-partner-login/kannada");
    expect(kn.html).toContain("ಪಾಲುದಾರರ ಸಹಾಯವಾಣಿ");
  });

  it("refuses an empty form with 400 naming each field, and a wrong password with 401", async () => {
    const empty = await post({ partnerId: "", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Enter your partner ID");
    expect(empty.html).toContain("Enter your password");
    const wrong = await post({ partnerId: PARTNER.partnerId, password: "not-it-at-all-000" });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain("do not match our records");
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("signs in with a private HttpOnly cookie for the page, shows the session, and signs out", async () => {
    const signedIn = await post(PARTNER, "/channel-partner-login/kannada");
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/channel-partner-login/kannada");
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      new RegExp(`^${PARTNER_SESSION_COOKIE}=[\\w.-]+; Path=/; Max-Age=900; HttpOnly; SameSite=Strict`),
    );
    const pair = cookie.split(";")[0]!;
    const page = await get("/channel-partner-login", pair);
    expect(page.html).toContain(`data-partner-session="${PARTNER.partnerId}"`);
    expect(page.html).toContain(`Signed in as ${PARTNER.partnerId}`);
    expect(page.html).toContain("/cp-api/api/key");
    // another visitor at the same address still gets the form: nothing was kept for them
    const anonymous = await get();
    expect(anonymous.html).not.toContain("data-partner-session");
    expect(anonymous.html).toContain("Sign in to the partner portal");
    const out = await post({ intent: "sign-out" }, "/channel-partner-login", pair);
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`^${PARTNER_SESSION_COOKIE}=; Path=/; Max-Age=0`));
  });

  it("answers anything a visitor can post with 4xx or a redirect, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("partnerId", "password", "intent", "x"), fc.string({ maxLength: 300 })),
        async (fields) => {
          const { status } = await post(fields, "/channel-partner-login", "cp_session=forged.token.value-1234567890");
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
