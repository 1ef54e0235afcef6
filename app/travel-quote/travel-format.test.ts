import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/phrases";
import { describeLength, describeTravellers, formatUsd, regionKey } from "./travel-format";

const english = {
  travel_amount_usd: "US$ {amount}",
  travel_trip_length_one: "Trip length: {count} day",
  travel_trip_length_other: "Trip length: {count} days",
  travel_longest_trip_one: "Longest trip: {count} day",
  travel_longest_trip_other: "Longest trip: {count} days",
  travel_travellers_one: "{count} traveller",
  travel_travellers_other: "{count} travellers",
  travel_ages: "aged {ages}",
};
const hindi = {
  travel_amount_usd: "{amount} अमेरिकी डॉलर",
  travel_travellers_one: "{count} यात्री",
  travel_travellers_other: "{count} यात्री",
  travel_ages: "उम्र {ages}",
};
const en = (key: string, vars?: Record<string, string | number>) => translate(english, key, vars);
const hi = (key: string, vars?: Record<string, string | number>) => translate(hindi, key, vars);

describe("travel words", () => {
  it("shows dollars grouped as the language does, in the keyword's order", () => {
    expect(formatUsd(50_000, "en", en)).toBe("US$ 50,000");
    expect(formatUsd(100_000, "en", en)).toBe("US$ 1,00,000");
    expect(formatUsd(250_000, "hi", hi)).toBe("2,50,000 अमेरिकी डॉलर");
  });

  it("counts days and travellers with plural rules, never by adding an s", () => {
    expect(describeLength({ tripType: "single", days: 1 }, "en", en)).toBe("Trip length: 1 day");
    expect(describeLength({ tripType: "single", days: 7 }, "en", en)).toBe("Trip length: 7 days");
    expect(describeLength({ tripType: "annual", days: 30 }, "en", en)).toBe("Longest trip: 30 days");
    expect(describeTravellers([34], "en", en)).toBe("1 traveller (aged 34)");
    expect(describeTravellers([34, 31, 5], "en", en)).toBe("3 travellers (aged 34, 31 and 5)");
    expect(describeTravellers([34, 31], "hi", hi)).toBe("2 यात्री (उम्र 34 और 31)");
  });

  it("names a region's keyword", () => {
    expect(regionKey("worldwide-excl-us-canada")).toBe("travel_region_worldwide_excl_us_canada");
  });
});
