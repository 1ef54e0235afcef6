import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

const SITE = "https://www.example.in";
const slashes = ["/", "\\", "%5C", "\t", "\n"];

/** Every start of one to three of these characters, then a host-like name. */
function mixes(): string[] {
  const out: string[] = [];
  for (const a of slashes)
    for (const b of ["", ...slashes]) for (const c of ["", ...slashes]) out.push(`${a}${b}${c}evil.example/x`);
  return out;
}

describe("sameSitePath", () => {
  it.each(mixes())("keeps %j on this site", (path) => {
    const target = sameSitePath(path);
    expect(target.startsWith("/")).toBe(true);
    expect(target[1]).not.toBe("/");
    expect(target[1]).not.toBe("\\");
    // as a browser resolves a Location header against the page's address
    expect(new URL(target, SITE).origin).toBe(SITE);
  });

  it("leaves ordinary paths and queries alone", () => {
    expect(sameSitePath("/about-us")).toBe("/about-us");
    expect(sameSitePath("/claim/hindi?x=/y/")).toBe("/claim/hindi?x=/y/");
    expect(sameSitePath("")).toBe("/");
  });
});
