import { describe, expect, it } from "vitest";
import { campaignOf, classifyTrafficSource, type TrafficSource } from "./traffic-source";
import { analyticsClientId, CAMPAIGN_STORAGE_KEY, captureCampaign } from "./campaign-store";

const ownHost = "www.example.in";
const none = { utm_campaign: "", utm_uniqueid: "", utm_content: "", utm_term: "" };

function classify(query: string, referrer = ""): TrafficSource {
  return classifyTrafficSource({ params: new URLSearchParams(query), referrer, ownHost });
}

describe("traffic source classification (spec 4)", () => {
  it("a click id gives google / cpc, whatever the utm_source", () => {
    expect(classify("gclid=abc&utm_source=facebook&utm_campaign=monsoon", "https://www.bing.com/")).toEqual({
      ...none,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "monsoon",
    });
    expect(classify("gbraid=x")).toMatchObject({ utm_source: "google", utm_medium: "cpc" });
    expect(classify("wbraid=x")).toMatchObject({ utm_source: "google", utm_medium: "cpc" });
  });

  it("a click id keeps a utm_medium the address gives (cpc is only the default)", () => {
    expect(classify("gclid=abc&utm_medium=display")).toMatchObject({ utm_source: "google", utm_medium: "display" });
  });

  it("else a utm_source gives the utm values as they are", () => {
    expect(
      classify(
        "utm_source=newsletter&utm_medium=email&utm_campaign=renewal&utm_uniqueid=u-7&utm_content=hero&utm_term=car",
        "https://www.google.com/",
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "renewal",
      utm_uniqueid: "u-7",
      utm_content: "hero",
      utm_term: "car",
    });
  });

  it("else a Google referrer gives google / Organic", () => {
    expect(classify("", "https://www.google.co.in/")).toEqual({ ...none, utm_source: "google", utm_medium: "Organic" });
  });

  it("else this site as referrer gives direct / none (with or without www)", () => {
    expect(classify("", "https://www.example.in/about-us")).toEqual({
      ...none,
      utm_source: "direct",
      utm_medium: "none",
    });
    expect(classify("", "https://example.in/")).toMatchObject({ utm_source: "direct", utm_medium: "none" });
  });

  it("else any other referrer gives the referrer / referral", () => {
    expect(classify("", "https://m.facebook.com/story")).toEqual({
      ...none,
      utm_source: "m.facebook.com",
      utm_medium: "referral",
    });
    expect(classify("", "android-app://com.example.app")).toMatchObject({ utm_medium: "referral" });
  });

  it("no referrer gives direct / none", () => {
    expect(classify("")).toEqual({ ...none, utm_source: "direct", utm_medium: "none" });
    expect(classify("utm_source=&gclid=")).toMatchObject({ utm_source: "direct", utm_medium: "none" });
  });

  it("the page url is the landing address without its fragment", () => {
    expect(campaignOf("https://www.example.in/travel-insurance-online?utm_source=x#top", "")).toEqual({
      ...none,
      utm_source: "x",
      utm_medium: "",
      page_url: "https://www.example.in/travel-insurance-online?utm_source=x",
    });
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("the visit keeps its campaign", () => {
  it("captures on landing and keeps it through later pages of the visit", () => {
    const storage = new MemoryStorage();
    const first = captureCampaign("https://www.example.in/?utm_source=sms&utm_campaign=diwali", "", storage);
    expect(first).toMatchObject({ utm_source: "sms", utm_campaign: "diwali" });
    const later = captureCampaign("https://www.example.in/travel-insurance-online", "https://www.example.in/", storage);
    expect(later).toEqual(first);
    expect(JSON.parse(storage.getItem(CAMPAIGN_STORAGE_KEY) ?? "{}")).toEqual(first);
  });

  it("a new campaign click in the same visit replaces it", () => {
    const storage = new MemoryStorage();
    captureCampaign("https://www.example.in/?utm_source=sms", "", storage);
    expect(captureCampaign("https://www.example.in/?gclid=1", "", storage)).toMatchObject({ utm_source: "google" });
  });

  it("ignores a damaged stored value", () => {
    const storage = new MemoryStorage();
    storage.setItem(CAMPAIGN_STORAGE_KEY, "{not json");
    expect(captureCampaign("https://www.example.in/", "", storage)).toMatchObject({ utm_source: "direct" });
  });
});

describe("analytics client id", () => {
  it("reads the _ga cookie, or gives '' without one", () => {
    expect(analyticsClientId("a=1; _ga=GA1.1.1234567890.1699999999; b=2")).toBe("1234567890.1699999999");
    expect(analyticsClientId("_ga_X=GS1.1.2; a=1")).toBe("");
    expect(analyticsClientId("")).toBe("");
  });
});
