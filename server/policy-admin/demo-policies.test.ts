import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dateOfBirthProblem, policyNumberProblem } from "@contracts/auto-debit/auto-debit-rules";
import { readDemoPolicies } from "./demo-policies";

const seedDir = path.resolve(import.meta.dirname, "../../content/seed");
const readme = fs.readFileSync(path.join(seedDir, "README.md"), "utf8");
const demo = readDemoPolicies(seedDir)!.data.policies;

describe("demo policies (content/seed/README.md 'Demo policies')", () => {
  it("cover every line and every mandate state, with numbers and dates the forms accept", () => {
    expect(demo.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demo.map((p) => p.line))).toEqual(new Set(["motor", "health", "travel", "home"]));
    const states = demo.map((p) => p.mandate?.status ?? "none");
    for (const state of ["active", "inactive", "none"]) expect(states).toContain(state);
    for (const policy of demo) {
      expect(policyNumberProblem(policy.policyNo)).toBeNull();
      expect(dateOfBirthProblem(policy.holder.dateOfBirth, "2026-11-25")).toBeNull();
      expect(policy.holder.mobile).toMatch(/^90000100\d\d$/);
      expect(policy.holder.email).toMatch(/@example\.com$/);
    }
    expect(new Set(demo.map((p) => p.holder.mobile)).size).toBe(demo.length);
  });

  it("are all listed in the seed's README with the date of birth, mobile and mandate a person needs", () => {
    const section = readme.slice(readme.indexOf("## Demo policies"));
    const rows = section
      .slice(0, section.indexOf("\n## ", 1) === -1 ? undefined : section.indexOf("\n## ", 1))
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    expect(rows).toHaveLength(demo.length);
    for (const policy of demo) {
      const row = rows.find((line) => line.startsWith(`| \`${policy.policyNo}\` |`));
      expect(row, policy.policyNo).toBeDefined();
      const cells = row!.split("|").map((cell) => cell.trim());
      expect(cells.slice(2, 7)).toEqual([
        policy.line,
        policy.product,
        policy.holder.name,
        policy.holder.dateOfBirth,
        policy.holder.mobile,
      ]);
      const mandate = policy.mandate ? `${policy.mandate.status} (${policy.mandate.bank.name})` : "none";
      expect(cells[7]).toBe(mandate);
    }
  });
});
