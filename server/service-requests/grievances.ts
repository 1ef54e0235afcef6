/**
 * Complaints (issue 16 "Grievance redressal", decision 054): the grievance
 * form's request, stored with a GRV reference, its first status and its
 * outbox row before the answer, then handed to the grievance desk
 * (`grievances`) with retries, like every self-service request (decision 057).
 * The complainant follows it with the reference and their mobile, as any
 * request. Nothing personal is logged but the reference and a masked mobile.
 */
import { GRIEVANCE_MESSAGES, grievanceProblems, GrievanceSchema } from "@contracts/help/grievance-schema";
import type { SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { ServiceRequestAccepted } from "@contracts/service-requests/service-request-rules";
import { RateLimitedError } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import { ipRule, limitRefusal, subjectRule, type ServiceRequestsOptions } from "./self-service";
import { storeServiceRequest } from "./service-request-store";

export function createGrievances(options: ServiceRequestsOptions) {
  const { database, limits } = options;
  return {
    async registerGrievance(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestAccepted>> {
      const parsed = GrievanceSchema.safeParse(body);
      if (!parsed.success) {
        const [field, key] = Object.entries(grievanceProblems(parsed.error))[0] ?? [
          "category",
          "help_grievance_category_required" as const,
        ];
        return { ok: false, status: 400, message: GRIEVANCE_MESSAGES[key], field };
      }
      const grievance = parsed.data;
      try {
        const stored = await storeServiceRequest(database, await options.hashKey(), {
          kind: "grievance",
          mobile: grievance.mobile,
          policyNo: grievance.record || null,
          status: "received",
          details: {
            name: grievance.name,
            email: grievance.email,
            category: grievance.category,
            description: grievance.description,
          },
          limits: [ipRule("grievance", client, limits), subjectRule("grievance", grievance.mobile, limits)],
        });
        console.info(`self-service: grievance ${stored.reference} registered for ${maskMobile(grievance.mobile)}`);
        return {
          ok: true,
          value: {
            reference: stored.reference,
            status: stored.status,
            message: GRIEVANCE_MESSAGES.help_grievance_registered,
          },
        };
      } catch (error) {
        if (error instanceof RateLimitedError)
          console.warn(`self-service: grievance ${maskMobile(grievance.mobile)} limited`);
        return limitRefusal(error, "grievance store");
      }
    },
  };
}

export type Grievances = ReturnType<typeof createGrievances>;
