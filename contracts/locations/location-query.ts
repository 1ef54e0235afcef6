/**
 * The locators' search (issue 15, docs/site-api.md "locations", decision 055):
 * one schema for the search form's address (`/contact-us/garage?city=Pune`)
 * and `GET /api/locations`, so a shared link, the server-rendered list and
 * the API read a search the same way.
 */
import { z } from "zod";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

import { LOCATION_MAX_LIMIT, LOCATION_MAX_PAGE, LOCATION_TYPES, PINCODE_PATTERN, SPECIALITIES } from "./location-rules";

const TEXT_MAX = 80;

/** A single query-string value; a repeated parameter is a mistake, not an OR. */
const single = (name: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? { repeated: true } : value),
    z.unknown().refine((value) => !(typeof value === "object" && value !== null), {
      message: `Give ${name} once`,
    }),
  );

const optionalText = (name: string, label: string) =>
  single(name).pipe(
    z
      .string({ message: `${label} must be text` })
      .transform((text) => text.normalize("NFC").replace(/\s+/g, " ").trim())
      .refine((text) => text.length <= TEXT_MAX, { message: `${label} must be at most ${TEXT_MAX} characters` })
      // eslint-disable-next-line no-control-regex -- control characters are what this refuses
      .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), { message: `${label} must not hold control characters` })
      .optional(),
  );

const coordinate = (name: "lat" | "lng", min: number, max: number) =>
  single(name).pipe(
    z
      .string()
      .regex(/^-?[0-9]{1,3}(\.[0-9]{1,10})?$/, { message: `${name} must be a decimal number of degrees` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { message: `${name} must be between ${min} and ${max}` })
      .optional(),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  single(name).pipe(
    z
      .string()
      .regex(/^[0-9]{1,6}$/, { message: `${name} must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { message: `${name} must be a whole number from ${min} to ${max}` })
      .optional(),
  );

const LocationQueryFields = z.object({
  type: single("type").pipe(
    z.enum(LOCATION_TYPES, { message: `type must be one of ${LOCATION_TYPES.join(", ")}` }).optional(),
  ),
  q: optionalText("q", "The search text"),
  city: optionalText("city", "The city"),
  state: optionalText("state", "The state"),
  pincode: single("pincode").pipe(
    z.string().regex(PINCODE_PATTERN, { message: "A pincode is 6 digits and does not start with 0" }).optional(),
  ),
  speciality: single("speciality").pipe(
    z.enum(SPECIALITIES, { message: `speciality must be one of ${SPECIALITIES.join(", ")}` }).optional(),
  ),
  make: optionalText("make", "The make"),
  preferred: single("preferred").pipe(
    z
      .enum(["true", "false"], { message: "preferred must be true or false" })
      .transform((v) => v === "true")
      .optional(),
  ),
  lat: coordinate("lat", -90, 90),
  lng: coordinate("lng", -180, 180),
  radius: wholeNumber("radius", 1, 2000),
  limit: wholeNumber("limit", 1, LOCATION_MAX_LIMIT),
  page: wholeNumber("page", 1, LOCATION_MAX_PAGE),
});

/** What a search address or `GET /api/locations` may carry; empty values count as absent. */
export const LocationQuerySchema = LocationQueryFields.refine(
  (query) => (query.lat === undefined) === (query.lng === undefined),
  {
    message: "Give lat and lng together",
    path: ["lat"],
  },
);

export type LocationQuery = z.output<typeof LocationQuerySchema>;

/** The search parameters of an address: empty fields dropped (an unfilled form field is no filter). */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!(key in LocationQueryFields.shape)) continue;
    const values = params.getAll(key).filter((v) => v.trim() !== "");
    if (values.length === 1) out[key] = values[0]!;
    else if (values.length > 1) out[key] = values;
  }
  return out;
}

/** The first problem of a refused search, as a person can act on it. */
export function locationQueryMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? "The search is not valid";
}
