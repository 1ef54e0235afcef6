import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import type { ContentSource } from "@contracts/content/content-source";
import { ContentRequestError } from "@contracts/content/content-source";
import { indiaDay } from "@contracts/dates/india-day";
import type { Catalogue, MotorPremiumAnswer, MotorSite } from "@contracts/motor/motor-service";
import { resolvePage } from "~/routing/resolve-page";
import { registrationDateFor } from "./guide-example";
import { loadMotorGuidePage } from "./motor-guide.server";

const NCB_GUIDE = {
  id: 4,
  key: "ncb",
  Sections: [
    {
      Heading_en: "How the bonus builds up",
      Heading_hi: "बोनस कैसे बढ़ता है",
      Body_en: "Each claim-free year:\n\n• 20%\n• 25%",
      Body_hi: "हर बिना क्लेम वाले साल के बाद:\n\n• 20%\n• 25%",
    },
  ],
  Example_Title_en: "Renewal after a claim-free year, and after a claim",
  Example_Title_hi: "बिना क्लेम वाले साल के बाद और क्लेम के बाद रिन्यूअल",
  Example_Intro_en: "A 1199 cc car registered in Lucknow.",
  Example: {
    base: {
      vehicleType: "car",
      policyType: "comprehensive",
      cc: 1199,
      exShowroomPrice: 780000,
      ageMonths: 48,
      rtoCode: "UP32",
      previousNcb: 35,
      claimLastYear: false,
      addons: [],
    },
    contrast: { claimLastYear: true },
  },
};

/** A content source with the guide (or none), its helmetdata and nothing else; it can also fail. */
function contentWith(guide: unknown, { failing = false } = {}): ContentSource & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    async get<T>(path: string) {
      paths.push(path);
      if (path.startsWith("/motorguides")) {
        if (failing) throw new ContentRequestError(502, "HTTP 502");
        return (guide ? [guide] : []) as T;
      }
      if (path.startsWith("/helmetdata") && path.includes("_limit=-1")) {
        return [
          { pageComponent: "car-guide-rti", pageHeading: "रिटर्न टू इनवॉइस (आरटीआई) कवर" },
          { pageComponent: "car-guide-ncb", pageHeading: "नो क्लेम बोनस (एनसीबी)" },
        ] as T;
      }
      return [] as T;
    },
  };
}

function premium(total: number): MotorPremiumAnswer {
  return {
    idv: 400_000,
    idvRange: { min: 360_000, max: 440_000 },
    depreciationPercent: 40,
    ownDamage: 1000,
    ncbPercent: 0,
    ncbDiscount: 0,
    thirdParty: 3416,
    paOwnerDriver: 0,
    addons: [],
    netPremium: total,
    gst: 0,
    totalPremium: total,
    breakdown: [{ key: "motor_breakdown_tp", label: "Third party", amount: total }],
    zone: "B",
    ageMonths: 48,
    unavailableAddons: [],
    ratingVersion: 1,
    vehicle: { cc: 1199, kw: null, exShowroomPrice: 780_000 },
  };
}

function motorSite(premiums: MotorSite["quotes"]["premiums"]): MotorSite & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    quotes: {
      premiums: (body) => {
        asked.push(body);
        return premiums(body);
      },
      saveQuote: () => Promise.reject(new Error("not in this test")),
      quote: () => Promise.resolve(null),
    },
    catalogue: async () =>
      ({
        rto: (code: string) =>
          code === "UP32"
            ? { code, stateCode: "UP", city: { en: "Lucknow", hi: "लखनऊ", kn: "ಲಖನೌ" }, zone: "B" }
            : undefined,
      }) as unknown as Catalogue,
    journeys: {} as MotorSite["journeys"],
  };
}

const priced = motorSite(async (body) => {
  const claim = (body as { claimLastYear: boolean }).claimLastYear;
  return { ok: true, value: premium(claim ? 12_000 : 9_000) };
});

function load(
  content: ContentSource,
  motor: MotorSite | undefined,
  path = "/motor-insurance/car-insurance-online/ncb/hindi",
) {
  const context = {
    content,
    siteOrigin: "https://www.example.in",
    publicConfig: { payloadAesKey: "", buyOnlineUrl: "" },
    motor,
  } as AppLoadContext;
  const page = resolvePage(path)!;
  return loadMotorGuidePage(context, page, new URL(`https://www.example.in${path}`));
}

afterEach(() => vi.restoreAllMocks());

describe("loadMotorGuidePage", () => {
  it("reads the guide by its key, in the page's language, with the other guides' names", async () => {
    const content = contentWith(NCB_GUIDE);
    const data = await load(content, priced);
    expect(content.paths).toContain("/motorguides?key=ncb&_limit=1");
    expect(data.sections).toEqual([
      {
        id: "guide-section-1",
        heading: "बोनस कैसे बढ़ता है",
        blocks: [
          { kind: "paragraph", text: "हर बिना क्लेम वाले साल के बाद:" },
          { kind: "list", items: ["20%", "25%"] },
        ],
      },
    ]);
    expect(data.otherGuides).toEqual([
      { href: "/motor-insurance/car-insurance-online/rti/hindi", name: "रिटर्न टू इनवॉइस (आरटीआई) कवर" },
    ]);
    expect(data.calculatorHref).toBe("/motor-insurance/car-insurance-online/car-insurance-calculator/hindi");
    expect(data.journeyHref).toBe("/vehiclemakers/hindi");
  });

  it("prices both cases for today, and says what sets them apart and what they share", async () => {
    const data = await load(contentWith(NCB_GUIDE), priced);
    const registrationDate = registrationDateFor(48, indiaDay());
    expect(priced.asked.slice(-2)).toEqual([
      expect.objectContaining({ registrationDate, claimLastYear: false, rtoCode: "UP32" }),
      expect.objectContaining({ registrationDate, claimLastYear: true }),
    ]);
    expect(data.example).toMatchObject({
      title: "बिना क्लेम वाले साल के बाद और क्लेम के बाद रिन्यूअल",
      // no Hindi intro in this entry: the English one
      intro: "A 1199 cc car registered in Lucknow.",
      contrast: { kind: "claim", from: false, to: true },
      facts: { cc: 1199, ageMonths: 48, previousNcb: 35, rto: { code: "UP32", city: "लखनऊ", zone: "B" } },
      columns: [
        { total: 9000, lines: [{ key: "motor_breakdown_tp", amount: 9000 }] },
        { total: 12_000, lines: [{ key: "motor_breakdown_tp", amount: 12_000 }] },
      ],
    });
    expect(data.example?.facts.claimLastYear).toBeUndefined();
    // the engine's English labels stay on the server
    expect(data.example?.columns[0].lines[0]).not.toHaveProperty("label");
  });

  it("shows the guide without its example when it cannot be priced, never an error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const content = contentWith(NCB_GUIDE);
    // no motor service in this process
    expect((await load(content, undefined)).example).toBeNull();
    // no rating table
    const unavailable = motorSite(async () => ({ ok: false, status: 503, message: "unavailable" }));
    expect((await load(content, unavailable)).example).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // the engine refuses the content's example: logged for the editors
    const refused = motorSite(async () => ({ ok: false, status: 400, message: "motor_addon_unavailable" }));
    const page = await load(content, refused);
    expect(page.example).toBeNull();
    expect(page.sections).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("motor_addon_unavailable"));
    // the service fails outright
    const broken = motorSite(() => Promise.reject(new Error("database closed")));
    expect((await load(content, broken)).example).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("car guide ncb"), "database closed");
    // an example the content got wrong
    const noAge = { ...NCB_GUIDE, Example: { base: { vehicleType: "car" }, contrast: {} } };
    expect((await load(contentWith(noAge), priced)).example).toBeNull();
    expect((await load(contentWith({ ...NCB_GUIDE, Example: null }), priced)).example).toBeNull();
  });

  it("answers 404 without the guide's content, and 503 when the content service cannot answer", async () => {
    await expect(load(contentWith(null), priced)).rejects.toMatchObject({ init: { status: 404 } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(load(contentWith(NCB_GUIDE, { failing: true }), priced)).rejects.toMatchObject({
      init: { status: 503 },
    });
  });
});
