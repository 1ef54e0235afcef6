import * as Dialog from "@radix-ui/react-dialog";
import { usePhrases } from "~/i18n/phrases";
import type { AppImage } from "./footer-content";
import { StoreLinks, type StoreUrls } from "~/ui/store-links";
import { CloseIcon } from "~/ui/close-icon";

/** The content of the 'manage your policies' modal: why the app, the store links, the app picture. */
export default function ManagePoliciesDialog({
  open,
  onOpenChange,
  stores,
  image,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stores: StoreUrls;
  image: AppImage | null;
  returnFocus: () => void;
}) {
  const t = usePhrases();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          data-manage-policies-dialog=""
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="bg-gradient-to-br from-brand-700 to-[#167a86] px-6 pt-6 text-white">
            <Dialog.Title className="pr-10 text-2xl leading-tight font-bold">{t("footer_manage_title")}</Dialog.Title>
            <Dialog.Description className="mt-2 text-brand-100">{t("footer_manage_text")}</Dialog.Description>
            {image && (
              <img
                src={image.url}
                width={image.width || undefined}
                height={image.height || undefined}
                alt={image.alt}
                className="mx-auto mt-4 h-auto w-full max-w-xs"
              />
            )}
          </div>
          <div className="p-6">
            <ul className="space-y-2 text-slate-700">
              {["footer_manage_point_1", "footer_manage_point_2", "footer_manage_point_3"].map((key) => (
                <li key={key} className="flex gap-2">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="mt-1 size-4 shrink-0 text-[#167a86]"
                    fill="currentColor"
                  >
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                  </svg>
                  {t(key)}
                </li>
              ))}
            </ul>
            <StoreLinks stores={stores} tone="light" className="mt-5" />
          </div>
          <Dialog.Close
            aria-label={t("footer_close")}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-white hover:bg-white/15"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
