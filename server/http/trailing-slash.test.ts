import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { removeTrailingSlash } from "./trailing-slash";

function run(url: string) {
  const redirect = vi.fn();
  const next = vi.fn();
  removeTrailingSlash({ originalUrl: url } as Request, { redirect } as unknown as Response, next);
  return { redirect, next };
}

describe("removeTrailingSlash (spec 2)", () => {
  it("redirects 301 to the address without the slash, keeping the query", () => {
    expect(run("/about-us/").redirect).toHaveBeenCalledWith(301, "/about-us");
    expect(run("/about-us/?a=1&b=2").redirect).toHaveBeenCalledWith(301, "/about-us?a=1&b=2");
    expect(run("/a/b///").redirect).toHaveBeenCalledWith(301, "/a/b");
    expect(run("/x/?next=/y/").redirect).toHaveBeenCalledWith(301, "/x?next=/y/");
  });

  it("leaves the root and slash-less addresses alone", () => {
    expect(run("/").next).toHaveBeenCalled();
    expect(run("/about-us").next).toHaveBeenCalled();
    expect(run("/about-us?x=/").next).toHaveBeenCalled();
  });

  it("never redirects to another host, whatever slashes and backslashes the path starts with", () => {
    expect(run("//evil.example/").redirect).toHaveBeenCalledWith(301, "/evil.example");
    expect(run("/\\evil.example/").redirect).toHaveBeenCalledWith(301, "/%5Cevil.example");
    expect(run("/\\/evil.example/").redirect).toHaveBeenCalledWith(301, "/%5C/evil.example");
    expect(run("///\\evil.example\\").redirect).toHaveBeenCalledWith(301, "/%5Cevil.example");
    for (const path of ["//a/", "/\\a/", "\\/a/", "/\\/a/", "\\\\a/", "///a//"]) {
      const [, target] = run(path).redirect.mock.calls[0] as [number, string];
      expect(new URL(target, "https://www.example.in").host, path).toBe("www.example.in");
    }
  });
});
