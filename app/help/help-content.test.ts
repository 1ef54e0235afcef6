import { describe, expect, it } from "vitest";
import type { Entry } from "@contracts/content/entry-types";
import { filterFaqGroups, legalBlocks, reshapeFaqGroups, reshapeLicence, reshapeTurnarounds } from "./help-content";

const stamps = { created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" };

function category(id: number, slug: string, sort: number, publish = true) {
  return { id, slug, Name_en: slug, Name_hi: `${slug}-hi`, Name_kannad: null, sort_order: sort, publish, ...stamps };
}

function topic(id: number, categoryId: number, sort: number, faqs: [string, string][], publish = true) {
  return {
    id,
    slug: `t${id}`,
    Name_en: `Topic ${id}`,
    Name_hi: null,
    Name_kannad: null,
    sort_order: sort,
    publish,
    faqcategory: category(categoryId, "c", 0),
    faqs: faqs.map(([q, a]) => ({
      question_en: q,
      question_hi: `${q} (hi)`,
      question_kannad: null,
      answer_en: a,
      answer_hi: null,
      answer_kannad: null,
    })),
    ...stamps,
  };
}

describe("FAQ groups", () => {
  const categories = [category(1, "claims", 2), category(2, "buying", 1), category(3, "hidden", 0, false)];
  const topics = [
    topic(10, 1, 2, [["How do I claim?", "Call us."]]),
    topic(11, 1, 1, [["What is cashless?", "Treatment without paying the hospital."]]),
    topic(12, 2, 1, [["Can I buy online?", "Yes."]]),
    topic(13, 3, 1, [["Hidden?", "Yes."]]),
    topic(14, 2, 2, [["Draft?", "Yes."]], false),
  ] as unknown as Entry<"faqsubcategories">[];

  it("keeps published groups and topics in their order, in the page's language with English for gaps", () => {
    const groups = reshapeFaqGroups(categories as unknown as Entry<"faqcategories">[], topics, "hi");
    expect(groups.map((g) => g.name)).toEqual(["buying-hi", "claims-hi"]);
    expect(groups[1]!.topics.map((t) => t.name)).toEqual(["Topic 11", "Topic 10"]);
    expect(groups[1]!.topics[0]!.faqs[0]).toEqual({
      question: "What is cashless? (hi)",
      answer: "Treatment without paying the hospital.",
    });
  });

  it("filters questions and answers by every word, dropping what empties", () => {
    const groups = reshapeFaqGroups(categories as unknown as Entry<"faqcategories">[], topics, "en");
    const found = filterFaqGroups(groups, "hospital paying");
    expect(found.map((g) => g.slug)).toEqual(["claims"]);
    expect(found[0]!.topics.flatMap((t) => t.faqs.map((f) => f.question))).toEqual(["What is cashless?"]);
    expect(filterFaqGroups(groups, "")).toHaveLength(2);
  });
});

describe("turnaround times", () => {
  it("groups published rows by category in the table's order", () => {
    const row = (id: number, category: string, sort: number, publish = true) =>
      ({
        id,
        category,
        service_en: `S${id}`,
        commitment_en: "1 day",
        regulatory_limit_en: "7 days",
        source: "IRDAI",
        sort_order: sort,
        publish,
        ...stamps,
      }) as unknown as Entry<"serviceturnarounds">;
    const groups = reshapeTurnarounds(
      [row(1, "claims", 2), row(2, "claims", 1), row(3, "policy", 1), row(4, "policy", 0, false)],
      "en",
    );
    expect(groups.map((g) => [g.category, g.rows.map((r) => r.service)])).toEqual([
      ["policy", ["S3"]],
      ["claims", ["S2", "S1"]],
    ]);
  });
});

describe("a register entry", () => {
  const entry = {
    id: 1,
    licence_code: "SBIG-IA-1",
    name: "A Person",
    category: "individual-agent",
    city_en: "Pune",
    city_hi: "पुणे",
    city_kannad: "ಪುಣೆ",
    state_en: "Maharashtra",
    state_hi: "महाराष्ट्र",
    state_kannad: "ಮಹಾರಾಷ್ಟ್ರ",
    valid_from: "2024-01-01",
    valid_to: "2026-12-31",
    status: "active",
    lines: "motor",
    ...stamps,
  } as unknown as Entry<"intermediaries">;

  it("is valid while its dates and status say so", () => {
    expect(reshapeLicence(entry, "kn", "2026-11-27")).toMatchObject({ status: "active", city: "ಪುಣೆ" });
  });

  it("is expired once its end date has passed, whatever the status says", () => {
    expect(reshapeLicence(entry, "en", "2027-01-01").status).toBe("expired");
  });

  it("treats an unknown status as not valid", () => {
    expect(reshapeLicence({ ...entry, status: "pending" }, "en", "2026-11-27").status).toBe("expired");
  });
});

describe("legal text", () => {
  it("parts paragraphs at blank lines and makes lists of dash lines", () => {
    expect(legalBlocks("First line\ncontinues.\n\n- one\n- two\n\nLast.")).toEqual([
      { kind: "paragraph", text: "First line continues." },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Last." },
    ]);
  });
});
