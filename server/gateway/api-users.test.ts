import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { apiUserCheck } from "./api-users";

describe("gateway API users", () => {
  it("are read from GATEWAY_API_USERS as user:password pairs", () => {
    const config = loadConfig({ GATEWAY_API_USERS: " partner:a-long-password-1234 , app:with:colons:in:it:ok " });
    expect(config.GATEWAY_API_USERS).toEqual([
      { user: "partner", password: "a-long-password-1234" },
      { user: "app", password: "with:colons:in:it:ok" },
    ]);
    expect(loadConfig({}).GATEWAY_API_USERS).toEqual([]);
  });

  it("refuse short passwords, bad names and repeats at start-up, without printing a password", () => {
    expect(() => loadConfig({ GATEWAY_API_USERS: "partner:short" })).toThrow(/partner has fewer than 16/);
    expect(() => loadConfig({ GATEWAY_API_USERS: "no password" })).toThrow(/user:password/);
    expect(() => loadConfig({ GATEWAY_API_USERS: "a:a-long-password-1234,a:a-long-password-5678" })).toThrow(
      /named twice/,
    );
    try {
      loadConfig({ GATEWAY_API_USERS: "partner:secret-but-short" });
    } catch (error) {
      expect(String(error)).not.toContain("secret-but-short");
    }
  });

  it("check a pair against every user; none configured refuses everyone", () => {
    const users = apiUserCheck([
      { user: "partner", password: "a-long-password-1234" },
      { user: "app", password: "another-password-5678" },
    ]);
    expect(users.check("partner", "a-long-password-1234")).toBe("partner");
    expect(users.check("app", "another-password-5678")).toBe("app");
    expect(users.check("partner", "another-password-5678")).toBeNull();
    expect(users.check("partner", "a-long-password-123")).toBeNull();
    expect(users.check("", "")).toBeNull();
    expect(apiUserCheck([]).check("partner", "a-long-password-1234")).toBeNull();
  });
});
