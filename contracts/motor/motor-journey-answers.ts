/**
 * What a car journey keeps (motor_journeys.answers), checked on the way into
 * the database and out of it. Its own module: the server reads it, while the
 * journey's pages need only its type (a schema built at load time would ride
 * in their script).
 */
import * as z from "zod/mini";
import { ADDON_KEYS, NCB_STEPS, POLICY_TYPES, PREVIOUS_POLICY } from "./motor-quote";
import { FUEL_TYPES, type FuelType } from "./motor-service";

z.config({ jitless: true });

const KEY = /^[a-z0-9-]{1,60}$/;

/** What a car journey keeps (motor_journeys.answers): each step's answers, as checked. */
export const MotorJourneyAnswersSchema = z.object({
  vehicleType: z.literal("car"),
  make: z.optional(z.string().check(z.regex(KEY))),
  model: z.optional(z.string().check(z.regex(KEY))),
  fuel: z.optional(z.enum(FUEL_TYPES as [FuelType, ...FuelType[]])),
  variant: z.optional(z.string().check(z.regex(KEY))),
  brandNew: z.optional(z.boolean()),
  registration: z.optional(z.string()),
  registrationDate: z.optional(z.string()),
  rtoCode: z.optional(z.string()),
  policyType: z.optional(z.enum(POLICY_TYPES)),
  previousPolicy: z.optional(z.enum(PREVIOUS_POLICY)),
  previousNcb: z.optional(z.union(NCB_STEPS.map((step) => z.literal(step)))),
  claimLastYear: z.optional(z.boolean()),
  addons: z.optional(z.array(z.enum(ADDON_KEYS))),
  idv: z.optional(z.number()),
  thirdPartyActive: z.optional(z.boolean()),
  paOwnerDriver: z.optional(z.boolean()),
});
export type MotorJourneyAnswers = z.infer<typeof MotorJourneyAnswersSchema>;
