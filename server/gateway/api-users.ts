/**
 * The gateway's API users (GATEWAY_API_USERS, decision 052): who may ask
 * `/cp-api/api/key` and `/v2/key` for an access token. Credentials are
 * compared in constant time: every configured user is compared, by digests
 * of equal length, whatever the given name and however early a match comes.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { ApiUser } from "../config";

export interface ApiUserCheck {
  /** The user's name when the pair is one of the configured users; null otherwise (and always with none configured). */
  check(user: string, password: string): string | null;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

export function apiUserCheck(users: readonly ApiUser[]): ApiUserCheck {
  const known = users.map((u) => ({ user: u.user, userDigest: digest(u.user), passwordDigest: digest(u.password) }));
  return {
    check(user, password) {
      const userDigest = digest(user);
      const passwordDigest = digest(password);
      let match: string | null = null;
      for (const entry of known) {
        // both comparisons run for every entry: no early exit tells which part was wrong
        const sameUser = timingSafeEqual(userDigest, entry.userDigest);
        const samePassword = timingSafeEqual(passwordDigest, entry.passwordDigest);
        if (sameUser && samePassword) match = entry.user;
      }
      return match;
    },
  };
}
