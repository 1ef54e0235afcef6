/**
 * The "Talk To Experts" modal (spec 4 "Lead form"): every such button on the
 * site opens it through `useLeadModal().open({ productValue? })`; the dialog
 * itself is lead-dialog.tsx, loaded on the first opening. The provider also
 * captures the visit's campaign on the first load (spec 4 "Traffic source
 * classification").
 */
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from "react";
import { captureCampaign } from "~/attribution/campaign-store";

// The dialog, its form and zod load on the first opening, not with every page (budget: 150 KB JS on first load).
const loadLeadDialog = () => import("./lead-dialog");
const LeadDialog = lazy(loadLeadDialog);

export interface LeadModalApi {
  /** Open the modal, optionally with a lead product preselected (its ProductValue). */
  open(options?: { productValue?: string }): void;
  close(): void;
}

const LeadModalContext = createContext<LeadModalApi>({ open: () => undefined, close: () => undefined });

export function useLeadModal(): LeadModalApi {
  return useContext(LeadModalContext);
}

interface ModalState {
  open: boolean;
  productValue?: string;
  /** A fresh form per opening. */
  opening: number;
}

export function LeadModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<ModalState>({ open: false, opening: 0 });
  // The buttons that open it are not Radix triggers: focus goes back to the one used, by hand.
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo<LeadModalApi>(
    () => ({
      open: (options) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        void loadLeadDialog();
        setState((s) => ({ open: true, productValue: options?.productValue, opening: s.opening + 1 }));
      },
      close: () => setState((s) => ({ ...s, open: false })),
    }),
    [],
  );

  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    captureCampaign(window.location.href, document.referrer, storage);
  }, []);

  return (
    <LeadModalContext.Provider value={api}>
      {children}
      {state.opening > 0 && (
        <Suspense fallback={null}>
          <LeadDialog
            open={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
            productValue={state.productValue}
            opening={state.opening}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </LeadModalContext.Provider>
  );
}
