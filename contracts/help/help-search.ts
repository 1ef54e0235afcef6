/**
 * The help pages' searches (issue 16): the FAQ's question search and the
 * register search that verifies an agent or intermediary. One schema and one
 * normalisation each, read by the page's loader (a GET form, so a search
 * works before hydration and can be shared) and by the browser's live filter.
 */
import { z } from "zod";
import { AGENT_SEARCH_MIN_LENGTH, normaliseSearch, SEARCH_MAX_LENGTH } from "./help-search-params";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

export * from "./help-search-params";

/** The FAQ search: any text up to the limit; longer is cut rather than refused (it only filters). */
export const FaqSearchSchema = z
  .string()
  .transform((text) => normaliseSearch(text).slice(0, SEARCH_MAX_LENGTH))
  .catch("");

export type AgentSearchProblem = "help_agent_query_short" | "help_agent_query_long";

/** The register search: a name or licence code, or the translation keyword of what is wrong with it. */
export const AgentSearchSchema = z
  .string()
  .transform((text) => normaliseSearch(text))
  .pipe(
    z
      .string()
      .min(AGENT_SEARCH_MIN_LENGTH, { message: "help_agent_query_short" satisfies AgentSearchProblem })
      .max(SEARCH_MAX_LENGTH, { message: "help_agent_query_long" satisfies AgentSearchProblem }),
  );

export function agentSearchOf(raw: string): { query: string } | { problem: AgentSearchProblem } {
  const parsed = AgentSearchSchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data };
  return { problem: parsed.error.issues[0]!.message as AgentSearchProblem };
}
