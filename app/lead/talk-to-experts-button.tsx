/** A "Talk To Experts" button: opens the lead modal, with a product preselected when given. */
import { useLeadModal } from "./lead-modal";

export function TalkToExpertsButton({
  productValue,
  className,
  children,
}: {
  productValue?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { open } = useLeadModal();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => open(productValue ? { productValue } : undefined)}
      className={className}
    >
      {children}
    </button>
  );
}
