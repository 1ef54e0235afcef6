/**
 * The dialog of the "Talk To Experts" modal with its form: a Radix dialog
 * (focus moves in and stays in, Escape and the close button close it, named by
 * its title). Loaded on the first `open()`, with the form and zod, so no page
 * pays for it on first load (budget: 150 KB JS; lead-modal.tsx).
 */
import { useId, useRef } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { usePhrases } from "~/i18n/phrases";
import { LeadForm } from "./lead-form";

export default function LeadDialog({
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
          <LeadForm key={opening} variant="modal" initialProduct={productValue} labelledBy={titleId} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
