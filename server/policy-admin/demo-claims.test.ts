import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDemoClaims } from "./demo-claims";
import { readDemoPolicies } from "./demo-policies";

const seedDir = path.resolve(import.meta.dirname, "../../content/seed");
const claims = readDemoClaims(seedDir)!.data.claims;
const policies = readDemoPolicies(seedDir)!.data.policies;
const readme = fs.readFileSync(path.join(seedDir, "README.md"), "utf8");

describe("demo claims (content/seed/README.md 'Demo claims')", () => {
  it("are made on demo policies, inside their periods, after the loss", () => {
    for (const claim of claims) {
      const policy = policies.find((p) => p.policyNo === claim.policyNo);
      expect(policy, claim.claimNo).toBeDefined();
      expect(claim.lossDate >= policy!.period.start && claim.lossDate <= policy!.period.end, claim.claimNo).toBe(true);
      expect(claim.reporterMobile).toBe(policy!.holder.mobile);
      expect(claim.intimatedAt.slice(0, 10) >= claim.history[0]!.at.slice(0, 10)).toBe(true);
    }
  });

  it("are all listed in the seed's README with their policy and mobile", () => {
    const section = readme.slice(readme.indexOf("## Demo claims"));
    const rows = section
      .slice(0, section.indexOf("\n## ", 1))
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    expect(rows).toHaveLength(claims.length);
    for (const claim of claims) {
      const row = rows.find((line) => line.startsWith(`| \`${claim.claimNo}\` |`));
      expect(row, claim.claimNo).toBeDefined();
      const cells = row!.split("|").map((cell) => cell.trim());
      expect(cells.slice(2, 4)).toEqual([`\`${claim.policyNo}\``, claim.reporterMobile]);
    }
  });
});
