/**
 * Pincode to city type (spec 3 `city_type`, 1-3): the premium zone of the
 * place the insured live, by the pincode's first three digits (its sorting
 * district). The three zones are the industry's common split, as Digit
 * publishes it (godigit.com/zone-based-health-insurance, read 2026-11):
 * zone 1 Delhi/NCR and Mumbai with Navi Mumbai, Thane and Kalyan; zone 2
 * Hyderabad/Secunderabad, Bengaluru, Kolkata, Ahmedabad, Vadodara, Chennai,
 * Pune and Surat; zone 3 the rest of India. The prefixes are India Post's
 * (a sorting district can reach a little past a city's edge).
 */
import type { CityType } from "./health-quote";

/** An Indian pincode: six digits, the first (the postal region) 1-9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

const ZONE_1_PREFIXES = new Set([
  "110", // Delhi
  "121", // Faridabad
  "122", // Gurugram
  "201", // Ghaziabad, Noida, Greater Noida
  "400", // Mumbai, Thane, Navi Mumbai
  "401", // Mira-Bhayandar, Vasai-Virar
  "421", // Kalyan, Dombivli, Ulhasnagar, Bhiwandi
]);

const ZONE_2_PREFIXES = new Set([
  "500", // Hyderabad, Secunderabad
  "560", // Bengaluru
  "700", // Kolkata
  "711", // Howrah
  "380", // Ahmedabad
  "382", // Ahmedabad outskirts, Gandhinagar
  "390", // Vadodara
  "600", // Chennai
  "411", // Pune, Pimpri-Chinchwad
  "394", // Surat district
  "395", // Surat
]);

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** The city type of a valid pincode. */
export function cityTypeOfPincode(pincode: string): CityType {
  const prefix = pincode.slice(0, 3);
  if (ZONE_1_PREFIXES.has(prefix)) return 1;
  if (ZONE_2_PREFIXES.has(prefix)) return 2;
  return 3;
}
