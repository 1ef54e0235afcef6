import { lazy, Suspense, useRef, useState } from "react";
import { usePhrases } from "~/i18n/phrases";
import type { AppImage } from "./footer-content";
import type { StoreUrls } from "~/ui/store-links";

// The dialog's code loads on first open: nobody pays for it on page load.
const ManagePoliciesDialog = lazy(() => import("./manage-policies-dialog"));

/** The 'manage your policies' app-download modal (spec 2 "Common footer") and the footer button that opens it. */
export function ManagePoliciesButton({ stores, image }: { stores: StoreUrls; image: AppImage | null }) {
  const t = usePhrases();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        data-manage-policies=""
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/40 px-4 py-2 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10 motion-reduce:transition-none"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M10 18h4" strokeLinecap="round" />
        </svg>
        {t("footer_manage_policies")}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ManagePoliciesDialog
            open={open}
            onOpenChange={setOpen}
            stores={stores}
            image={image}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
