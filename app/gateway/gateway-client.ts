/**
 * The one client of the secured gateway and the channel-partner calls (spec 7
 * "Clients"; docs/site-api.md "Encrypted bodies", "Secured gateway", "OTP and
 * recent quotes"; decision 052):
 * - every JSON body is sealed as `{ciphertext}` under the site's payload key
 *   (app/crypto/payload-cipher.ts, Web Crypto);
 * - the Authorization header comes from an async helper given to the client
 *   (for the OTP flow: `quoteAuthorization`, a token for one quote);
 * - answers and error answers carrying `ciphertext` are opened before use;
 * - a failure rejects with a GatewayError carrying the status (0: no answer)
 *   and the server's message.
 * Paths are the site's own addresses (`/cp-api/api/...`, `/api/shop/...`).
 */
import { base64ToBytes, encryptWithKey, openText } from "~/crypto/payload-cipher";

export const GATEWAY_BASE = "/cp-api/api";
/** Where the site's pages exchange a quote identifier for an access token of that quote (decision 052). */
export const QUOTE_KEY_PATH = `${GATEWAY_BASE}/quote-key`;
/** A token is asked for again this long before it expires. */
const RENEW_BEFORE_MS = 60_000;

export class GatewayError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (offline, aborted). */
    readonly status: number,
    message: string,
    /** The answer's body, opened when it was sealed. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

export interface GatewayClientOptions {
  /** The payload key, base64 of 32 bytes (the public config's `payloadAesKey`). */
  payloadKey: string;
  /** The Authorization header of each request (e.g. `Bearer <token>`); none when it gives nothing. */
  authorization?: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export interface GatewayClient {
  request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

function hasCiphertext(value: unknown): value is { ciphertext: string } {
  return (
    typeof value === "object" && value !== null && typeof (value as { ciphertext?: unknown }).ciphertext === "string"
  );
}

function messageOf(body: unknown, fallback: string): string {
  const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : fallback;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function readAnswer(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return null;
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return text;
    }
    if (!hasCiphertext(body)) return body;
    try {
      return JSON.parse(await openText(body.ciphertext, base64ToBytes(options.payloadKey))) as unknown;
    } catch {
      throw new GatewayError(response.status, "The answer could not be read", body);
    }
  }

  async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json", "cache-control": "no-cache" };
    const authorization = await options.authorization?.();
    if (authorization) headers.authorization = authorization;
    let payload: string | undefined;
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(await encryptWithKey(body, options.payloadKey));
    }
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers,
        body: payload,
        cache: "no-store",
        credentials: "same-origin",
      });
    } catch (error) {
      throw new GatewayError(0, error instanceof Error ? error.message : "No answer");
    }
    const answer = await readAnswer(response);
    if (!response.ok) throw new GatewayError(response.status, messageOf(answer, `HTTP ${response.status}`), answer);
    return answer as T;
  }

  return {
    request,
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body),
  };
}

export interface AccessTokenAnswer {
  access_token: string;
  token_type?: string;
  /** Seconds. */
  expires_in?: number;
}

/** An access token for one saved quote (its identifier, from the last-quote record). */
export async function getQuoteAccessToken(
  quoteId: string,
  options: Omit<GatewayClientOptions, "authorization">,
): Promise<AccessTokenAnswer> {
  const answer = await createGatewayClient(options).post<AccessTokenAnswer>(QUOTE_KEY_PATH, { quoteId });
  if (typeof answer?.access_token !== "string") throw new GatewayError(200, "No access token in the answer", answer);
  return answer;
}

/**
 * The async Authorization helper of the OTP calls: `Bearer <token>` of the
 * quote, asked for on first use and again shortly before it expires.
 */
export function quoteAuthorization(
  quoteId: string,
  options: Omit<GatewayClientOptions, "authorization"> & { now?: () => number },
): () => Promise<string> {
  const now = options.now ?? Date.now;
  let held: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return async () => {
    if (held && now() < held.renewAt) return `Bearer ${held.token}`;
    pending ??= getQuoteAccessToken(quoteId, options)
      .then((answer) => {
        const lifetimeMs = (answer.expires_in ?? 0) * 1000;
        held = { token: answer.access_token, renewAt: now() + Math.max(0, lifetimeMs - RENEW_BEFORE_MS) };
        return answer.access_token;
      })
      .finally(() => {
        pending = null;
      });
    return `Bearer ${await pending}`;
  };
}
