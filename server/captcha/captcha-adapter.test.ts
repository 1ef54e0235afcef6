import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { captchaAdapterFromConfig, drawnSumCaptcha, fixedAnswerCaptcha } from "./captcha-adapter";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaSvg } from "./captcha-image";

async function expectSaneJpeg(image: Buffer) {
  // JPEG's start-of-image marker, and a size a page loads at once
  expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(image.length).toBeGreaterThan(1_000);
  expect(image.length).toBeLessThan(20_000);
  const meta = await sharp(image).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
}

describe("captcha pictures (decision 053)", () => {
  it("draws a random sum of two numbers from 1 to 20 as a JPEG", async () => {
    const adapter = drawnSumCaptcha();
    const answers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { image, answer } = await adapter.next();
      await expectSaneJpeg(image);
      expect(Number(answer)).toBeGreaterThanOrEqual(2);
      expect(Number(answer)).toBeLessThanOrEqual(40);
      answers.add(answer);
    }
    expect(answers.size).toBeGreaterThan(1);
  });

  it("never draws one sum twice the same way (noise and wobble)", () => {
    expect(captchaSvg("7 + 15 =")).not.toBe(captchaSvg("7 + 15 ="));
    expect(() => captchaSvg("7 x 15")).toThrow(/cannot draw "x"/);
  });

  it("the fixed-answer adapter draws real sums that add up to the configured answer", async () => {
    const adapter = fixedAnswerCaptcha("12");
    for (let i = 0; i < 3; i++) {
      const { image, answer } = await adapter.next();
      await expectSaneJpeg(image);
      expect(answer).toBe("12");
    }
    expect((await fixedAnswerCaptcha("0").next()).answer).toBe("0");
    expect(() => fixedAnswerCaptcha("1a")).toThrow(/1 to 3 digits/);
  });

  it("is chosen by the configuration, and the fixed answer is refused in production with a clear message", () => {
    expect(captchaAdapterFromConfig(loadConfig({})).kind).toBe("drawn");
    expect(captchaAdapterFromConfig(loadConfig({ NODE_ENV: "test", CAPTCHA_FIXED_ANSWER: "7" })).kind).toBe(
      "fixed-answer",
    );
    expect(() => loadConfig({ NODE_ENV: "production", TRUST_PROXY: "1", CAPTCHA_FIXED_ANSWER: "7" })).toThrow(
      /Invalid configuration: CAPTCHA_FIXED_ANSWER must not be set in production/,
    );
    expect(loadConfig({ NODE_ENV: "production", TRUST_PROXY: "1" }).CAPTCHA_FIXED_ANSWER).toBeUndefined();
    expect(() => loadConfig({ CAPTCHA_FIXED_ANSWER: "seven" })).toThrow(/CAPTCHA_FIXED_ANSWER: 1 to 3 digits/);
    // and the adapter itself, whoever built the configuration
    expect(() => captchaAdapterFromConfig({ NODE_ENV: "production", CAPTCHA_FIXED_ANSWER: "7" })).toThrow(
      /must not be set in production/,
    );
  });
});
