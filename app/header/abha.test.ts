// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ABHA_ENDPOINT, abhaUrlOf, startAbha } from "./abha";

afterEach(() => vi.restoreAllMocks());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("ABHA quick link (spec 7)", () => {
  it("posts the spec's body and goes to the answered address", async () => {
    const fetchImpl = answer(200, { data: { data: { abhaUrl: "https://abha.example.gov.in/start" } } });
    const navigate = vi.fn();
    await startAbha(fetchImpl, navigate);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ABHA_ENDPOINT);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      redirectURL: window.location.href,
      source: "QuickLink",
      optional: {},
      flag: 1,
    });
    expect(navigate).toHaveBeenCalledWith("https://abha.example.gov.in/start");
  });

  it("only logs a failure and stays on the page (spec 8)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const navigate = vi.fn();
    await startAbha(answer(502, { message: "down" }), navigate);
    await startAbha(
      vi.fn(() => Promise.reject(new TypeError("offline"))),
      navigate,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it("never follows an answer that is not an http(s) address", () => {
    expect(abhaUrlOf({ data: { data: { abhaUrl: "javascript:alert(1)" } } })).toBeNull();
    expect(abhaUrlOf({ data: {} })).toBeNull();
    expect(abhaUrlOf(null)).toBeNull();
    expect(abhaUrlOf({ data: { data: { abhaUrl: "/health-insurance" } } })).toBe(
      new URL("/health-insurance", window.location.href).href,
    );
  });
});
