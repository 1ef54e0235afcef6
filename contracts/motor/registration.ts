/**
 * Vehicle registration numbers (spec 5 "Vehicle registration"): three shapes,
 * case-insensitive, spaces and hyphens tolerated and removed:
 *   1. two letters, two digits, up to two letters/digits, four digits      MH 02 AB 1234
 *   2. two digits, two letters, up to two letters/digits, four digits      22 BH 12 1234
 *   3. two digits, two letters, up to two letters/digits, two digits,
 *      one or two letters                                                  22 BH 1234 AA
 * The first two letters must be a state or union-territory code (current
 * or former); in the shapes that start with digits they are the Bharat
 * series' BH or a state code (decision 051). The result says what is wrong,
 * as a message keyword of the motor pages.
 */
import { BHARAT_SERIES, currentStateCode, isStateCode } from "./state-codes";

export const REGISTRATION_SHAPES = [
  /^(?<state>[A-Z]{2})(?<district>\d{2})(?<series>[A-Z0-9]{0,2})(?<number>\d{4})$/,
  /^(?<year>\d{2})(?<state>[A-Z]{2})(?<series>[A-Z0-9]{0,2})(?<number>\d{4})$/,
  /^(?<year>\d{2})(?<state>[A-Z]{2})(?<series>[A-Z0-9]{0,2})(?<number>\d{2})(?<suffix>[A-Z]{1,2})$/,
] as const;

/** Longest a number can be once spaces and hyphens are gone (shape 1: 2 + 2 + 2 + 4). */
export const REGISTRATION_MAX_LENGTH = 10;

export type RegistrationProblem =
  | "motor_registration_required"
  | "motor_registration_characters"
  | "motor_registration_shape"
  | "motor_registration_state";

export type RegistrationResult =
  | {
      ok: true;
      /** Upper case, no spaces or hyphens: MH02AB1234. */
      normalised: string;
      /** Which of the three shapes (1-3). */
      shape: 1 | 2 | 3;
      /** The state's current code, or BH for the Bharat series. */
      state: string;
      /** The registering office's RTO code (MH02) for shape 1; null for shapes 2 and 3 (no office in the number). */
      rtoCode: string | null;
    }
  | { ok: false; problem: RegistrationProblem; /** the two letters that are not a code */ code?: string };

/** Upper case without spaces and hyphens. */
export function normaliseRegistration(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, "");
}

export function checkRegistration(value: string): RegistrationResult {
  const normalised = normaliseRegistration(value);
  if (normalised === "") return { ok: false, problem: "motor_registration_required" };
  if (!/^[A-Z0-9]+$/.test(normalised)) return { ok: false, problem: "motor_registration_characters" };
  for (const [index, shape] of REGISTRATION_SHAPES.entries()) {
    const groups = shape.exec(normalised)?.groups;
    if (!groups) continue;
    const code = groups.state!;
    if (index === 0) {
      if (!isStateCode(code)) return { ok: false, problem: "motor_registration_state", code };
      const state = currentStateCode(code)!;
      return { ok: true, normalised, shape: 1, state, rtoCode: `${state}${groups.district}` };
    }
    if (code !== BHARAT_SERIES && !isStateCode(code)) return { ok: false, problem: "motor_registration_state", code };
    const state = code === BHARAT_SERIES ? BHARAT_SERIES : currentStateCode(code)!;
    return { ok: true, normalised, shape: (index + 1) as 2 | 3, state, rtoCode: null };
  }
  // a number of the first shape with letters that are not a code says so, not just "wrong shape"
  const letters = /^([A-Z]{2})\d/.exec(normalised)?.[1];
  if (letters && !isStateCode(letters) && normalised.length <= REGISTRATION_MAX_LENGTH)
    return { ok: false, problem: "motor_registration_state", code: letters };
  return { ok: false, problem: "motor_registration_shape" };
}
