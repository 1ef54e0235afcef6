import { describe, expect, it } from "vitest";
import { deskCollectionOf, httpServiceDesk, type DeskRequest } from "./service-desk";
import { newReference } from "./service-request-store";

const request: DeskRequest = {
  requestId: "6f1c2a4e-0000-4000-8000-000000000001",
  reference: "DNC-261127-7K3Q9X",
  kind: "do-not-call",
  collection: deskCollectionOf("do-not-call"),
  mobile: "9876543210",
  policyNo: null,
  details: { consent: true },
  submittedAt: "2026-11-27T06:00:00.000Z",
  documents: [],
};

describe("service desk adapter (decision 057)", () => {
  it("posts to the kind's collection with the request id as idempotency key and the token", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const desk = httpServiceDesk("https://desk.example.in/intake/", { token: "t0k", timeoutMs: 1000 }, (async (
      url: string,
      init: RequestInit,
    ) => {
      calls.push({ url, init });
      return new Response(null, { status: 202 });
    }) as typeof fetch);
    await desk.deliver(request);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://desk.example.in/intake/donotcalls");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["idempotency-key"]).toBe(request.requestId);
    expect(headers.authorization).toBe("Bearer t0k");
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      reference: request.reference,
      mobile: "9876543210",
    });
    expect(deskCollectionOf("vehicle-correction")).toBe("servicerequests");
  });

  it("fails a delivery the desk does not take, so the outbox retries it", async () => {
    const desk = httpServiceDesk(
      "https://desk.example.in",
      { timeoutMs: 1000 },
      (async () => new Response("busy", { status: 503 })) as typeof fetch,
    );
    await expect(desk.deliver(request)).rejects.toThrow("service desk answered HTTP 503");
  });

  it("gives references a person can read out: kind, India's day, six unambiguous characters", () => {
    expect(newReference("do-not-call", new Date("2026-11-26T20:00:00Z"))).toMatch(/^DNC-261127-[2-9A-HJKMNP-Z]{6}$/);
    expect(newReference("vehicle-correction", new Date("2026-11-26T10:00:00Z"))).toMatch(/^VC-261126-/);
  });
});
