import { createContext, useContext } from "react";

/** The CSP nonce of the server response (undefined in the browser, which never needs it). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
