import * as Dialog from "@radix-ui/react-dialog";
import { usePhrases } from "~/i18n/phrases";

/** The warning picture of the error modal (spec 8 "warning icon"); the message says it in words. */
export function WarningImage({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <circle cx="32" cy="32" r="30" fill="#fef3c7" />
      <path d="M32 14 52 48H12z" fill="#f59e0b" stroke="#b45309" strokeWidth="2" strokeLinejoin="round" />
      <path d="M32 26v11" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="43" r="2.5" fill="#fff" />
    </svg>
  );
}

/**
 * The reusable error modal (spec 2, 4): a picture, the message and Okay.
 * Closing it (Okay, Escape, outside) calls `onClose`, which for the OTP flow
 * also closes the OTP view.
 */
export function ErrorModal({
  open,
  message,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = usePhrases();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          data-error-modal=""
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none"
        >
          <WarningImage className="mx-auto size-16" />
          <Dialog.Title className="mt-4 text-base font-semibold text-slate-900">{message}</Dialog.Title>
          <Dialog.Close className="mt-6 inline-flex min-h-11 min-w-32 items-center justify-center rounded-lg bg-brand-900 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
            {t("otp_okay")}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
