import { useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";

/** spec 9: the page-loading spinner is 50 px. */
export const SPINNER_SIZE = 50;

/** spec 4 "Loading and language": a spinner shows while pages load. */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const t = usePhrases();
  const loading = navigation.state === "loading";
  return (
    <div
      role="status"
      aria-live="polite"
      className={loading ? "fixed inset-0 z-50 grid place-items-center bg-white/60" : "sr-only"}
    >
      {loading && (
        <>
          <svg
            width={SPINNER_SIZE}
            height={SPINNER_SIZE}
            viewBox="0 0 50 50"
            aria-hidden="true"
            className="animate-spin motion-reduce:animate-none"
          >
            <circle
              cx="25"
              cy="25"
              r="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="5"
              className="text-brand-100"
            />
            <path
              d="M25 5a20 20 0 0 1 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="5"
              strokeLinecap="round"
              className="text-brand-700"
            />
          </svg>
          <span className="sr-only">{t("loading")}</span>
        </>
      )}
    </div>
  );
}
