// A modal panel on the native <dialog>: focus is trapped and restored, Escape closes it, the page
// behind is inert. A bottom sheet on phones; a centred dialog ("center") or a side drawer
// ("side") on wider screens. Back closes it first (sheet-history.ts).
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { registerOpenDialog, restoreFocus } from "./open-dialogs";
import { closeSheet, openSheet } from "./sheet-history";
import "./sheet.css";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the sheet. */
  labelledBy: string;
  variant?: "center" | "side";
  children: ReactNode;
  footer?: ReactNode;
  /** Shown above the sheet while it is open (its own toasts: the page's are behind the modal). */
  layer?: ReactNode;
}

export function Sheet({ open, onClose, labelledBy, variant = "center", children, footer, layer }: SheetProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const forget = registerOpenDialog(dialog);
    // Back (a history step) closes the sheet like its own button does.
    const step = openSheet(() => latestOnClose.current());
    return () => {
      forget();
      closeSheet(step);
      if (dialog.open) dialog.close();
      // The dialog may have left the page with its sheet (the browser then restores nothing).
      restoreFocus(opener);
    };
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
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <div className="sheet__body">{children}</div>
          {footer && <div className="sheet__footer">{footer}</div>}
        </div>
      )}
      {open && layer}
    </dialog>
  );
}
