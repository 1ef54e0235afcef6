/**
 * The call-back lead form's modal (spec 4 "Lead form"): every "Talk To
 * Experts" button on the site opens it through `useLeadModal().open()`.
 * Issue 3 builds the form inside it.
 */
import { createContext, useContext, useMemo, useState } from "react";

export interface LeadModalApi {
  /** Open the modal, optionally with a lead product preselected (its ProductValue). */
  open(options?: { productValue?: string }): void;
  close(): void;
}

const LeadModalContext = createContext<LeadModalApi>({ open: () => undefined, close: () => undefined });

export function useLeadModal(): LeadModalApi {
  return useContext(LeadModalContext);
}

export function LeadModalProvider({ children }: { children: React.ReactNode }) {
  const [, setState] = useState<{ open: boolean; productValue?: string }>({ open: false });
  const api = useMemo<LeadModalApi>(
    () => ({
      open: (options) => setState({ open: true, productValue: options?.productValue }),
      close: () => setState({ open: false }),
    }),
    [],
  );
  return <LeadModalContext.Provider value={api}>{children}</LeadModalContext.Provider>;
}
