/**
 * Where a captcha's sum comes from (decision 053). The default picks two
 * random numbers; the fixed-answer adapter, for development and the tests,
 * draws sums that always add up to CAPTCHA_FIXED_ANSWER, so a person or a
 * test knows the answer without reading the picture. Production refuses to
 * start with it (server/config.ts).
 */
import crypto from "node:crypto";
import { CAPTCHA_FIXED_IN_PRODUCTION, type Config } from "../config";
import { drawSum } from "./captcha-image";

export interface CaptchaPicture {
  /** JPEG. */
  image: Buffer;
  /** The sum, in digits, as the visitor types it. */
  answer: string;
}

export interface CaptchaAdapter {
  kind: "drawn" | "fixed-answer";
  next(): Promise<CaptchaPicture>;
}

/** "7 + 15 =": each operand 1 to 20, so the answer has one or two digits. */
export const CAPTCHA_OPERAND_MAX = 20;

export function drawnSumCaptcha(): CaptchaAdapter {
  return {
    kind: "drawn",
    async next() {
      const a = crypto.randomInt(1, CAPTCHA_OPERAND_MAX + 1);
      const b = crypto.randomInt(1, CAPTCHA_OPERAND_MAX + 1);
      return { image: await drawSum(a, b), answer: String(a + b) };
    },
  };
}

/** Sums that add up to `answer` (digits): still a real picture, for pages under test. */
export function fixedAnswerCaptcha(answer: string): CaptchaAdapter {
  if (!/^\d{1,3}$/.test(answer)) throw new Error("a fixed captcha answer is 1 to 3 digits");
  const total = Number(answer);
  return {
    kind: "fixed-answer",
    async next() {
      const a = crypto.randomInt(0, total + 1);
      return { image: await drawSum(a, total - a), answer: String(total) };
    },
  };
}

/** The configured adapter; the fixed answer never in production, whatever called this. */
export function captchaAdapterFromConfig(config: Pick<Config, "NODE_ENV" | "CAPTCHA_FIXED_ANSWER">): CaptchaAdapter {
  if (config.CAPTCHA_FIXED_ANSWER === undefined) return drawnSumCaptcha();
  if (config.NODE_ENV === "production") throw new Error(CAPTCHA_FIXED_IN_PRODUCTION);
  return fixedAnswerCaptcha(config.CAPTCHA_FIXED_ANSWER);
}
