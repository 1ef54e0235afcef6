/**
 * How a place is shown (issue 15): distances, opening hours, phone and
 * directions links, the locale's numbers through Intl (en-IN, hi-IN,
 * kn-IN), and the place's schema.org data.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import type { LocationResult, LocationType } from "@contracts/locations/location-rules";

/** "850 m", "4.2 km", "37 km" in the page's language. */
export function formatDistance(km: number, lang: Lang): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return new Intl.NumberFormat(LANG_INFO[lang].hreflang, {
      style: "unit",
      unit: "meter",
      maximumFractionDigits: 0,
    }).format(metres);
  }
  return new Intl.NumberFormat(LANG_INFO[lang].hreflang, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LANG_INFO[lang].hreflang).format(value);
}

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
/** 1 January 2024 was a Monday. */
const dayName = (index: number, lang: Lang) =>
  new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(2024, 0, 1 + index),
  );
const timeOf = (hhmm: string, lang: Lang) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2024, 0, 1, h % 24, m));
};

export const ALWAYS_OPEN = "Mo-Su 00:00-24:00";

/**
 * schema.org `openingHours` ("Mo-Fr 09:30-17:30; Sa 09:30-13:30") as lines
 * in the page's language; null when the text is not in that form (shown as written).
 */
export function openingHoursLines(spec: string, lang: Lang): string[] | null {
  const lines: string[] = [];
  for (const part of spec
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? ([0-2]\d:[0-5]\d)-([0-2]\d:[0-5]\d)$/.exec(part);
    if (!match) return null;
    const [, from, to, open, close] = match as unknown as [
      string,
      (typeof DAYS)[number],
      (typeof DAYS)[number] | undefined,
      string,
      string,
    ];
    const days = to
      ? `${dayName(DAYS.indexOf(from), lang)}–${dayName(DAYS.indexOf(to), lang)}`
      : dayName(DAYS.indexOf(from), lang);
    lines.push(`${days}: ${timeOf(open, lang)}–${timeOf(close, lang)}`);
  }
  return lines;
}

/** "0444-5062525" -> "tel:+914445062525" (an Indian number without its trunk 0, with the country code). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("1800")) return `tel:${digits}`;
  return `tel:+91${digits.replace(/^0/, "")}`;
}

/** Turn-by-turn directions to the place in the visitor's map app (a public address, no key). */
export function directionsHref(place: Pick<LocationResult, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`;
}

const SCHEMA_TYPE: Record<LocationType, string> = {
  branch: "InsuranceAgency",
  garage: "AutoRepair",
  hospital: "Hospital",
};

/** The place's schema.org data: its kind of business, address, geo, phone and hours. */
export function placeSchema(place: LocationResult, pageUrl: string, brand: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": SCHEMA_TYPE[place.type],
    name: place.name,
    url: pageUrl,
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.email ? { email: place.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: place.city,
      addressRegion: place.state,
      postalCode: place.pincode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng },
    ...(place.openingHours ? { openingHours: place.openingHours.split(";").map((p) => p.trim()) } : {}),
    ...(place.type === "branch" && brand ? { parentOrganization: { "@type": "Organization", name: brand } } : {}),
    ...(place.type === "hospital" && place.specialities?.length ? { medicalSpecialty: place.specialities } : {}),
  };
}
