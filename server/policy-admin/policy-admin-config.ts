/**
 * Which policy administration adapter a site uses (decision 053): the
 * insurer's system when POLICY_ADMIN_URL is set, our tables with the demo
 * policies otherwise.
 */
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PolicyAdministration } from "./policy-admin";
import { tablePolicyAdmin } from "./table-policy-admin";
import { httpPolicyAdmin } from "./http-policy-admin";

/** The configured adapter: the insurer's system when POLICY_ADMIN_URL is set, our tables otherwise. */
export function policyAdminFromConfig(
  config: Pick<Config, "POLICY_ADMIN_URL" | "POLICY_ADMIN_TOKEN" | "POLICY_ADMIN_TIMEOUT_MS">,
  db: Db,
): PolicyAdministration {
  if (!config.POLICY_ADMIN_URL) return tablePolicyAdmin(db);
  return httpPolicyAdmin({
    baseUrl: config.POLICY_ADMIN_URL,
    token: config.POLICY_ADMIN_TOKEN,
    timeoutMs: config.POLICY_ADMIN_TIMEOUT_MS,
  });
}
