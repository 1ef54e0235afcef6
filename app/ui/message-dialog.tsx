/**
 * The site's one message modal (spec 2 "A reusable error modal (image,
 * message, Okay)", spec 8): a picture, a title, the message and Okay, in Radix
 * Dialog. The OTP flow's service alert (warning picture; closing it also
 * closes the OTP view) and the auto-debit pages' error and success modals are
 * this component with their own texts. An error or warning is an
 * `alertdialog`: it interrupts and must be acknowledged.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { primaryButton } from "./form-parts";

export type MessageKind = "error" | "warning" | "success";

/** The pictures; the title and message say the same in words. */
function MessagePicture({ kind }: { kind: MessageKind }) {
  if (kind === "warning") {
    return (
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto size-16" data-message-picture="warning">
        <circle cx="32" cy="32" r="30" fill="#fef3c7" />
        <path d="M32 14 52 48H12z" fill="#f59e0b" stroke="#b45309" strokeWidth="2" strokeLinejoin="round" />
        <path d="M32 26v11" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="43" r="2.5" fill="#fff" />
      </svg>
    );
  }
  const success = kind === "success";
  return (
    <div
      aria-hidden="true"
      data-message-picture={kind}
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
  );
}

export interface MessageDialogProps {
  open: boolean;
  kind: MessageKind;
  /** The message; the dialog's title when there is no `title`. */
  message: string;
  title?: string;
  /** Okay / ठीक है / ಸರಿ, from the page's phrases. */
  okayLabel: string;
  /** Okay, Escape or a click outside. */
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function MessageDialog({
  open,
  kind,
  message,
  title,
  okayLabel,
  onClose,
  onCloseAutoFocus,
}: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role={kind === "success" ? "dialog" : "alertdialog"}
          data-message-dialog={kind}
          onCloseAutoFocus={onCloseAutoFocus}
          // without a title the message is the title, and there is no separate description
          {...(title ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none"
        >
          <MessagePicture kind={kind} />
          {title ? (
            <>
              <Dialog.Title className="mt-4 text-xl font-bold text-brand-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-800" data-message-text="">
                {message}
              </Dialog.Description>
            </>
          ) : (
            <Dialog.Title className="mt-4 text-base font-semibold text-slate-900" data-message-text="">
              {message}
            </Dialog.Title>
          )}
          <Dialog.Close className={`${primaryButton} mt-6 w-full sm:w-auto sm:min-w-32`}>{okayLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// the auto-debit pages load it after first paint (React.lazy takes a default export)
export default MessageDialog;
