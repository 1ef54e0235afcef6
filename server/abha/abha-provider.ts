/**
 * The ABHA provider behind POST /api/abha/initiate-abha (docs/architecture.md "Shape":
 * outside parties sit behind adapters with a local default that works
 * offline). The local adapter answers with the site's own ABHA information
 * page (decision 023); the HTTP adapter forwards the request to a configured
 * ABHA gateway that answers in the same shape.
 */
import { localizePath, splitLanguage } from "@contracts/i18n/languages";
import type { Config } from "../config";
import { AbhaProviderAnswerSchema, type AbhaInitiateRequest } from "@contracts/abha/abha-schema";

export interface AbhaProvider {
  /** The address the visitor goes to next; throws when the provider cannot answer. */
  initiate(request: AbhaInitiateRequest): Promise<string>;
}

export class AbhaProviderError extends Error {
  override name = "AbhaProviderError";
}

/** Offline default: the information page, in the language of the page the visitor came from. */
export function localAbhaProvider(siteOrigin: string, infoPath: string): AbhaProvider {
  return {
    async initiate({ redirectURL }) {
      const { lang } = splitLanguage(new URL(redirectURL).pathname);
      return `${siteOrigin}${localizePath(infoPath, lang)}`;
    },
  };
}

export function httpAbhaProvider(options: {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): AbhaProvider {
  const endpoint = `${options.baseUrl.replace(/\/$/, "")}/initiate-abha`;
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async initiate(request) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AbhaProviderError(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new AbhaProviderError(`answered HTTP ${response.status}`);
      const answer = AbhaProviderAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new AbhaProviderError("answered without an http(s) abhaUrl");
      return answer.data.data.data.abhaUrl;
    },
  };
}

/** The configured adapter: the ABHA gateway when ABHA_PROVIDER_URL is set, the local one otherwise. */
export function abhaProviderFromConfig(config: Config): AbhaProvider {
  if (!config.ABHA_PROVIDER_URL) return localAbhaProvider(config.siteOrigin, config.ABHA_INFO_PATH);
  return httpAbhaProvider({
    baseUrl: config.ABHA_PROVIDER_URL,
    token: config.ABHA_PROVIDER_TOKEN,
    timeoutMs: config.ABHA_TIMEOUT_MS,
  });
}
