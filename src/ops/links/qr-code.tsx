// A QR code of a link, drawn as SVG by uqr (imported only here, so it stays in the links chunk).
// Always dark modules on white with a quiet zone: scanners read it in a dark theme too.
import { useMemo } from "react";
import { renderSVG } from "uqr";

export function QrCode({ text, label }: { text: string; label: string }) {
  const svg = useMemo(() => renderSVG(text, { border: 2 }), [text]);
  return (
    <div
      className="ops-qr"
      role="img"
      aria-label={label}
      data-testid="qr"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG of modules; the link is encoded, never embedded as markup.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
