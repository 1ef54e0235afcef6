/**
 * The ABHA initiation payload (spec 7 "ABHA", docs/site-api.md "ABHA"): body
 * redirectURL, source QuickLink, optional (an empty object) and flag 1;
 * answer data.data.abhaUrl. The browser builds this body (app/header/abha.ts)
 * from the same type; the server parses it with this schema.
 */
import { z } from "zod";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

const MAX_URL_LENGTH = 2048;

function isHttpAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

export const AbhaInitiateRequestSchema = z
  .object({
    redirectURL: z
      .string({ error: "redirectURL is required" })
      .max(MAX_URL_LENGTH, { error: `redirectURL must be at most ${MAX_URL_LENGTH} characters` })
      .refine(isHttpAddress, { error: "redirectURL must be an http or https address" }),
    source: z.literal("QuickLink", { error: 'source must be "QuickLink"' }),
    optional: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]), {
        error: "optional must be an object of plain values",
      })
      .refine((o) => Object.keys(o).length <= 16, { error: "optional has too many fields" }),
    flag: z.literal(1, { error: "flag must be 1" }),
  })
  .strict();

export type AbhaInitiateRequest = z.infer<typeof AbhaInitiateRequestSchema>;

export interface AbhaInitiateResponse {
  data: { data: { abhaUrl: string } };
}

/** The provider's answer, checked before the visitor is sent anywhere. */
export const AbhaProviderAnswerSchema = z.object({
  data: z.object({
    data: z.object({
      abhaUrl: z.string().max(MAX_URL_LENGTH).refine(isHttpAddress),
    }),
  }),
});
