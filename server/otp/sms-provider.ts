/**
 * Where OTP messages go (docs/guiding-principles.md "Outside parties behind
 * adapters", decision 052): an SMS gateway's HTTP intake when
 * SMS_PROVIDER_URL is set, otherwise the `sms_outbox` table, which stands in
 * for the visitor's phone in development and in the tests. The same code
 * path runs either way; only the adapter differs.
 */
import type { Db } from "../db/client";
import type { OtpChannel } from "@contracts/otp/otp-rules";
import { smsOutbox } from "./otp.schema";

export interface SmsMessage {
  /** 10 digits. */
  mobile: string;
  /** "call": read out by the gateway's voice service. */
  channel: OtpChannel;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider has accepted the message; throws when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/** The offline default: each message becomes a row of `sms_outbox`. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: "sms_outbox table",
    async send(message) {
      await db.insert(smsOutbox).values({ mobile: message.mobile, channel: message.channel, text: message.text });
    },
  };
}

/** An SMS gateway's intake: POST JSON `{mobile, channel, text}`, optional bearer token; any 2xx is accepted, in `timeoutMs` at most. */
export function httpSmsProvider(
  url: string,
  options: { token?: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const host = new URL(url).host;
  return {
    name: `SMS gateway at ${host}`,
    async send(message) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // the body is not needed; release the connection
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/** The configured provider: the gateway at SMS_PROVIDER_URL when set, the `sms_outbox` table otherwise. */
export function smsProviderFromConfig(
  config: { SMS_PROVIDER_URL?: string; SMS_PROVIDER_TOKEN?: string; SMS_PROVIDER_TIMEOUT_MS: number },
  db: Db,
): SmsProvider {
  return config.SMS_PROVIDER_URL
    ? httpSmsProvider(config.SMS_PROVIDER_URL, {
        token: config.SMS_PROVIDER_TOKEN,
        timeoutMs: config.SMS_PROVIDER_TIMEOUT_MS,
      })
    : outboxSmsProvider(db);
}
