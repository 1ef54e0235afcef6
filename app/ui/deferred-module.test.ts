import { describe, expect, it, vi } from "vitest";
import { deferredModule } from "./deferred-module";

describe("deferredModule", () => {
  it("loads once, on the first start, and keeps the module", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = deferredModule(load);
    expect(load).not.toHaveBeenCalled();
    expect(module.current).toBeUndefined();
    const [a, b] = await Promise.all([module.start(), module.start()]);
    expect(a).toBe(b);
    expect(module.current).toEqual({ answer: 42 });
    await module.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next start tries again", async () => {
    const load = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ ok: true });
    const module = deferredModule(load);
    await expect(module.start()).rejects.toThrow("offline");
    expect(module.current).toBeUndefined();
    await expect(module.start()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
