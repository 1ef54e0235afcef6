/** The auto-debit pages' error and success modals (spec 2, spec 8): a message and Okay, in Radix Dialog. */
import * as Dialog from "@radix-ui/react-dialog";
import { usePhrases } from "~/i18n/phrases";
import { primaryButton } from "~/ui/form-parts";

export interface DialogMessage {
  kind: "error" | "success";
  text: string;
}

export default function ResultDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  const t = usePhrases();
  const success = message?.kind === "success";
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          data-auto-debit-dialog={message?.kind ?? ""}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none"
        >
          <div
            aria-hidden="true"
            className={`mx-auto grid size-14 place-items-center rounded-full ${
              success ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"
            }`}
          >
            <svg viewBox="0 0 20 20" className="size-7" fill="currentColor">
              {success ? (
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
              ) : (
                <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm0 4a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1zm0 8.5a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5z" />
              )}
            </svg>
          </div>
          <Dialog.Title className="mt-4 text-xl font-bold text-brand-900">
            {t(success ? "autodebit_success_title" : "autodebit_error_title")}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800" data-auto-debit-message="">
            {message?.text}
          </Dialog.Description>
          <Dialog.Close className={`${primaryButton} mt-6 w-full sm:w-auto sm:min-w-32`}>
            {t("autodebit_okay")}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
