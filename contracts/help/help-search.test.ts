import { describe, expect, it } from "vitest";
import { agentSearchOf, FaqSearchSchema, matchesSearch, normaliseSearch, SEARCH_MAX_LENGTH } from "./help-search";

describe("help searches", () => {
  it("ignores case, spacing and composition", () => {
    expect(normaliseSearch("  No  Claim\tBonus ")).toBe("no claim bonus");
    // क़ as one code point and as क + nukta
    expect(normaliseSearch("\u0958")).toBe(normaliseSearch("\u0915\u093C"));
  });

  it("matches when every word is in the text, in any order", () => {
    expect(matchesSearch("How do I renew my car policy?", "policy renew")).toBe(true);
    expect(matchesSearch("How do I renew my car policy?", "renew bike")).toBe(false);
    expect(matchesSearch("दावा कैसे करें?", normaliseSearch("दावा"))).toBe(true);
    expect(matchesSearch("anything", "")).toBe(true);
  });

  it("cuts a long FAQ search and turns anything else into no search", () => {
    expect(FaqSearchSchema.parse("x".repeat(200))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(FaqSearchSchema.parse(42)).toBe("");
  });

  it("asks for 3 to 60 characters of a name or licence code", () => {
    expect(agentSearchOf(" SBIG ")).toEqual({ query: "sbig" });
    expect(agentSearchOf("ab")).toEqual({ problem: "help_agent_query_short" });
    expect(agentSearchOf("  a  ")).toEqual({ problem: "help_agent_query_short" });
    expect(agentSearchOf("a".repeat(61))).toEqual({ problem: "help_agent_query_long" });
  });
});
