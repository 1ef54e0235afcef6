/**
 * The "Talk To Experts" modal (spec 4 "Lead form"): every such button on the
 * site opens it through `useLeadModal().open({ productValue? })`. A Radix
 * dialog: focus moves in and stays in, Escape and the close button close it,
 * and it is named by its title. The provider also captures the visit's
 * campaign on the first load (spec 4 "Traffic source classification").
 */
import { createContext, lazy, Suspense, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { usePhrases } from "~/i18n/phrases";
import { captureCampaign } from "~/attribution/campaign-store";

// The form (and zod with it) loads when the modal first opens, not with every page (budget: 150 KB JS on first load).
const loadLeadForm = () => import("./lead-form");
const LeadForm = lazy(() => loadLeadForm().then((m) => ({ default: m.LeadForm })));

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
        void loadLeadForm();
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
      <LeadDialog
        open={state.open}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        productValue={state.productValue}
        opening={state.opening}
        returnFocus={() => opener.current?.focus()}
      />
    </LeadModalContext.Provider>
  );
}

function LeadDialog({
  open,
  onOpenChange,
  productValue,
  opening,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productValue?: string;
  opening: number;
  returnFocus: () => void;
}) {
  const t = usePhrases();
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  // focus goes to the first field, not to the close button: the visitor came to type
  const focusFirstField = (event: Event) => {
    const first = content.current?.querySelector<HTMLInputElement>("form input");
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          data-lead-modal
          aria-labelledby={titleId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title id={titleId} className="text-xl font-bold text-brand-900">
              {t("lead_modal_title")}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("lead_close")}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="fill-none stroke-current">
                <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-700">{t("lead_intro")}</Dialog.Description>
          <Suspense fallback={<p className="py-8 text-center text-slate-700">{t("loading")}</p>}>
            <LeadForm key={opening} variant="modal" initialProduct={productValue} labelledBy={titleId} />
            <FocusFirstFieldOnLoad container={content} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** When the form arrives after the modal opened, focus moves to its first field as it would have on opening. */
function FocusFirstFieldOnLoad({ container }: { container: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    container.current?.querySelector<HTMLInputElement>("form input")?.focus();
  }, [container]);
  return null;
}
