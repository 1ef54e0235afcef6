/**
 * The subrogation request (issue 14, spec 2 "Claims": /subrogation): the
 * claimant names the claim (number and proof, as the claim documents), the
 * party responsible for the loss, and agrees to the letter of subrogation.
 * One schema for the page and the site API; messages are translation keywords.
 */
import * as z from "zod/mini";
import {
  claimNumberProblem,
  normaliseClaimNumber,
  readVerifier,
  THIRD_PARTY_MAX_LENGTH,
  verifierProblem,
  type ClaimMessageKey,
} from "./claim-rules";

z.config({ jitless: true });

export { THIRD_PARTY_MAX_LENGTH } from "./claim-rules";

function text(problem: (value: string) => ClaimMessageKey | null, required: ClaimMessageKey) {
  return z.string({ error: required }).check(
    z.maxLength(4000, required),
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

const optionalText = (message: ClaimMessageKey) =>
  z.optional(z.string({ error: message }).check(z.maxLength(THIRD_PARTY_MAX_LENGTH, message)));

export const SubrogationRequestSchema = z.object({
  claimNo: text(claimNumberProblem, "claim_number_required"),
  verifier: text(verifierProblem, "claim_verify_required"),
  thirdParty: text((v) => {
    const t = v.trim();
    if (t === "") return "claim_subrogation_party_required";
    return t.length < 3 || t.length > 120 || /[<>]/.test(t) ? "claim_subrogation_party_invalid" : null;
  }, "claim_subrogation_party_required"),
  thirdPartyAddress: optionalText("claim_subrogation_address_invalid"),
  thirdPartyDetails: optionalText("claim_subrogation_details_invalid"),
  consent: z.literal("yes", { error: "claim_subrogation_consent_required" }),
});
export type SubrogationRequestBody = z.infer<typeof SubrogationRequestSchema>;

export function subrogationOf(body: SubrogationRequestBody) {
  return {
    claimNo: normaliseClaimNumber(body.claimNo),
    verifier: readVerifier(body.verifier)!,
    thirdParty: body.thirdParty.trim(),
    thirdPartyAddress: body.thirdPartyAddress?.trim() ?? "",
    thirdPartyDetails: body.thirdPartyDetails?.trim() ?? "",
  };
}
