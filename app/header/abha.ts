/**
 * The ABHA quick link (spec 7 "ABHA"): POST /api/abha/initiate-abha with
 * redirectURL, source QuickLink, optional {} and flag 1; the browser then goes
 * to the answered data.data.abhaUrl. Failures are only logged (spec 8).
 */
import type { AbhaInitiateRequest, AbhaInitiateResponse } from "@contracts/abha/abha-schema";

export const ABHA_ENDPOINT = "/api/abha/initiate-abha";

export function abhaRequestBody(redirectURL: string): AbhaInitiateRequest {
  return { redirectURL, source: "QuickLink", optional: {}, flag: 1 };
}

/** The address to go to, or null when the answer is not an http(s) address. */
export function abhaUrlOf(body: unknown): string | null {
  const url = (body as Partial<AbhaInitiateResponse> | null)?.data?.data?.abhaUrl;
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export async function startAbha(
  fetchImpl: typeof fetch = fetch,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    const response = await fetchImpl(ABHA_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(abhaRequestBody(window.location.href)),
    });
    const url = response.ok ? abhaUrlOf(await response.json()) : null;
    if (!url) {
      console.error(`abha: initiation failed (HTTP ${response.status})`);
      return;
    }
    navigate(url);
  } catch (error) {
    console.error("abha: initiation failed:", error instanceof Error ? error.message : error);
  }
}
