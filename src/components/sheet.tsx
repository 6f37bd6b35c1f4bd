// A modal panel on the native <dialog>: focus is trapped and restored, Escape closes it, the page
// behind is inert. A bottom sheet on phones; a centred dialog ("center") or a side drawer
// ("side") on wider screens.
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import "./sheet.css";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the sheet. */
  labelledBy: string;
  variant?: "center" | "side";
  children: ReactNode;
  footer?: ReactNode;
}

export function Sheet({ open, onClose, labelledBy, variant = "center", children, footer }: SheetProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add("sheet-open");
    }
    if (!open && dialog.open) dialog.close();
    return () => document.documentElement.classList.remove("sheet-open");
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`sheet sheet--${variant}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="sheet__panel">
          <button type="button" className="sheet__close" onClick={onClose} aria-label={t`Close`}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <div className="sheet__body">{children}</div>
          {footer && <div className="sheet__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
