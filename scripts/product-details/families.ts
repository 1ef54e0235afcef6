/** Every product family the generator writes, most important first (decision 061). */
import type { ProductFamily } from "./facts";
import { HEALTH } from "./health";
import { MOTOR } from "./motor";
import { TRAVEL } from "./travel";
import { HOME_PA } from "./home-pa";
import { HEALTH_MORE } from "./health-more";
import { COMMERCIAL_MOTOR, COVID_STANDARD, HEALTH_VARIANTS, PERSONAL_MORE } from "./retail-more";
import { CORPORATE } from "./corporate";
import { RURAL } from "./rural";

export const PRODUCT_FAMILIES: readonly ProductFamily[] = [
  HEALTH,
  MOTOR,
  TRAVEL,
  HOME_PA,
  HEALTH_MORE,
  HEALTH_VARIANTS,
  COVID_STANDARD,
  PERSONAL_MORE,
  COMMERCIAL_MOTOR,
  CORPORATE,
  RURAL,
];
