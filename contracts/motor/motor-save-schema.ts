/**
 * The body of `POST /api/quotes` for a motor quote (site-api.md). Its own
 * module: the server checks it, while the motor pages post forms to their
 * route actions and need not carry it in their script.
 */
import * as z from "zod/mini";
import { FullNameSchema, MobileSchema } from "../lead/lead-schema";
import { OptionalEmailSchema } from "../health/health-schema";
import { MotorPremiumRequestSchema, RegistrationSchema } from "./motor-schema";

z.config({ jitless: true });

const problem = (key: "motor_product_invalid") => ({ error: key });

/** `POST /api/quotes` for a motor quote: the priced parameters and who to call back. */
export const SaveMotorQuoteSchema = z.object({
  product: z.literal("motor", problem("motor_product_invalid")),
  parameters: MotorPremiumRequestSchema,
  /** The vehicle's registration number (spec 5), or none for a new vehicle. */
  registration: z.optional(RegistrationSchema),
  name: FullNameSchema,
  mobile: MobileSchema,
  email: OptionalEmailSchema,
});
export type SaveMotorQuoteRequest = z.infer<typeof SaveMotorQuoteSchema>;
