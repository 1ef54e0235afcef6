import { describe, expect, it } from "vitest";
import { isCampaignParameter, withoutCampaignParameters } from "./campaign-parameters";

describe("campaign parameters", () => {
  it("are utm_* and the click ids of the ad networks", () => {
    for (const name of [
      "utm_source",
      "utm_uniqueid",
      "utm_whatever",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "msclkid",
      "dclid",
    ]) {
      expect(isCampaignParameter(name), name).toBe(true);
    }
    for (const name of ["RO_code", "reference_ID", "utm", "q", "page"])
      expect(isCampaignParameter(name), name).toBe(false);
  });

  it("come off an address, which keeps every other parameter in its order", () => {
    const url = new URL("https://www.example.in/?RO_code=R1&gclid=abc&utm_source=g&reference_ID=9&fbclid=x");
    expect(withoutCampaignParameters(url).href).toBe("https://www.example.in/?RO_code=R1&reference_ID=9");
    expect(withoutCampaignParameters(new URL("https://www.example.in/x?utm_medium=cpc")).href).toBe(
      "https://www.example.in/x",
    );
    const plain = new URL("https://www.example.in/x?a=1");
    expect(withoutCampaignParameters(plain)).toBe(plain);
  });
});
