/**
 * The production policy administration adapter: the insurer's system at
 * POLICY_ADMIN_URL, over JSON (the contract is in decision 053):
 *
 *   POST {url}/policies/find      {policyNo, dateOfBirth}                      -> {"policy": Policy | null}
 *   POST {url}/policies/find-by-mobile {policyNo, mobile}                      -> {"policy": Policy | null} (decision 059)
 *   POST {url}/mandates/switch    {policyNo, dateOfBirth, action, fromDigest, at} -> MandateSwitchOutcome
 *   POST {url}/claims/intimate    ClaimIntimation + {at, fromDigest}           -> ClaimIntimationOutcome (decision 056)
 *   POST {url}/claims/find        {claimNo, verifier}                          -> {"match": {claim, policy} | null}
 *   POST {url}/claims/kind        {claimNo}                                    -> {"kind": {line, product} | null}
 *
 * Every call has a timeout; an unreachable system, an HTTP error or an
 * answer outside the contract is a PolicyAdminUnavailableError (the site
 * answers 503), never a guess.
 */
import { z } from "zod";
import { PolicyAdminUnavailableError, type PolicyAdministration } from "./policy-admin";
import {
  ClaimIntimationOutcomeSchema,
  ClaimKindSchema,
  ClaimWithPolicySchema,
  MandateSwitchOutcomeSchema,
  PolicySchema,
} from "./policy-records";

export interface HttpPolicyAdminOptions {
  baseUrl: string;
  /** Bearer token of the system, when it wants one. */
  token?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const FindPolicyAnswerSchema = z.object({ policy: PolicySchema.nullable() });
const FindClaimAnswerSchema = z.object({ match: ClaimWithPolicySchema.nullable() });
const ClaimKindAnswerSchema = z.object({ kind: ClaimKindSchema.nullable() });

export function httpPolicyAdmin(options: HttpPolicyAdminOptions): PolicyAdministration {
  const base = options.baseUrl.replace(/\/$/, "");
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call<T>(path: string, body: unknown, answer: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new PolicyAdminUnavailableError(
        `${path}: unreachable (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new PolicyAdminUnavailableError(`${path}: answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new PolicyAdminUnavailableError(
        `${path}: answer unreadable (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new PolicyAdminUnavailableError(`${path}: answer outside the contract`);
    return parsed.data;
  }

  return {
    kind: "http",
    policies: {
      async find(identity) {
        const answer = await call(
          "/policies/find",
          { policyNo: identity.policyNo, dateOfBirth: identity.dateOfBirth },
          FindPolicyAnswerSchema,
        );
        return answer.policy;
      },
      async findByMobile(identity) {
        const answer = await call(
          "/policies/find-by-mobile",
          { policyNo: identity.policyNo, mobile: identity.mobile },
          FindPolicyAnswerSchema,
        );
        return answer.policy;
      },
    },
    mandates: {
      async switch(request) {
        return call(
          "/mandates/switch",
          {
            policyNo: request.policyNo,
            dateOfBirth: request.dateOfBirth,
            action: request.action,
            fromDigest: request.fromDigest,
            at: request.at.toISOString(),
          },
          MandateSwitchOutcomeSchema,
        );
      },
    },
    claims: {
      async intimate(request) {
        const { at, ...intimation } = request;
        return call("/claims/intimate", { ...intimation, at: at.toISOString() }, ClaimIntimationOutcomeSchema);
      },
      async find(lookup) {
        const answer = await call("/claims/find", lookup, FindClaimAnswerSchema);
        return answer.match;
      },
      async kind(claimNo) {
        const answer = await call("/claims/kind", { claimNo }, ClaimKindAnswerSchema);
        return answer.kind;
      },
    },
  };
}
