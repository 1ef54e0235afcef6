import { describe, expect, it } from "vitest";
import { directionsHref, formatDistance, openingHoursLines, placeSchema, telHref } from "./place-format";
import type { LocationResult } from "@contracts/locations/location-rules";

describe("place formats", () => {
  it("formats distances in the page's language, metres under 1 km", () => {
    expect(formatDistance(0.234, "en")).toBe("230 m");
    expect(formatDistance(4.26, "en")).toBe("4.3 km");
    expect(formatDistance(37.8, "en")).toBe("38 km");
    expect(formatDistance(4.26, "hi")).toBe("4.3 कि॰मी॰");
    expect(formatDistance(4.26, "kn")).toBe("4.3 ಕಿಮೀ");
  });

  it("reads schema.org opening hours into lines of the language, or null for another form", () => {
    expect(openingHoursLines("Mo-Fr 09:30-17:30; Sa 09:30-13:30", "en")).toEqual([
      "Monday–Friday: 9:30 am–5:30 pm",
      "Saturday: 9:30 am–1:30 pm",
    ]);
    expect(openingHoursLines("Mo-Sa 09:00-19:00", "hi")![0]).toMatch(/^सोमवार–शनिवार: /);
    expect(openingHoursLines("weekdays 9 to 5", "en")).toBeNull();
  });

  it("dials an Indian number with its country code, a toll-free one as it is", () => {
    expect(telHref("0444-5062525")).toBe("tel:+914445062525");
    expect(telHref("1800 102 1111")).toBe("tel:18001021111");
    expect(directionsHref({ lat: 18.5, lng: 73.85 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=18.5,73.85",
    );
  });

  it("describes a hospital in schema.org terms with its coordinates", () => {
    const place: LocationResult = {
      id: 1,
      type: "hospital",
      name: "Arogya Hospital, Pune",
      slug: "arogya-hospital-pune-1",
      path: "/contact-us/cashless-hospitals-networks/arogya-hospital-pune-1",
      kind: "hospital",
      address: "12, MG Road",
      city: "Pune",
      district: "Pune",
      state: "Maharashtra",
      stateCode: "MH",
      pincode: "411001",
      phone: "020-2612345",
      email: null,
      openingHours: "Mo-Su 00:00-24:00",
      lat: 18.52,
      lng: 73.85,
      specialities: ["cardiology"],
      preferred: true,
    };
    expect(placeSchema(place, "https://example.in/x", "Brand")).toMatchObject({
      "@type": "Hospital",
      geo: { "@type": "GeoCoordinates", latitude: 18.52, longitude: 73.85 },
      address: { postalCode: "411001", addressCountry: "IN" },
      openingHours: ["Mo-Su 00:00-24:00"],
      medicalSpecialty: ["cardiology"],
    });
  });
});
