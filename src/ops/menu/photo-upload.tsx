// A product's photo: what the menu shows now, a new one chosen and previewed at once, sent as
// multipart `photo` with a spinner until the server has made its variants.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section, Spinner } from "@telegram-apps/telegram-ui";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useProblem } from "../audit/problem";
import { uploadPhoto } from "./menu-data";
import "./menu.css";

interface Props {
  productId: string;
  current: string;
  /** The product's name: the picture's text alternative. */
  name: string;
  onUploaded: () => void;
}

const TYPES = "image/jpeg,image/png,image/webp,image/avif";

export function PhotoUpload({ productId, current, name, onUploaded }: Props) {
  const { t } = useLingui();
  const problem = useProblem();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(current);
  useEffect(() => setShown(current), [current]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function send(file: File) {
    if (file.size > 10 * 1024 * 1024) {
      toast.error(t`The file is too large: at most 10 MB.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const { image } = await uploadPhoto(productId, file);
      setShown(image.src);
      setPreview(null);
      toast.success(t`Photo uploaded`);
      onUploaded();
    } catch (err) {
      setPreview(null);
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section header={t`Photo`} footer={t`JPEG, PNG, WebP or AVIF, at most 10 MB. The server makes the sizes the menu needs.`}>
      <div className="ops-photo">
        <div className="ops-photo__frame" aria-busy={busy}>
          {(preview ?? shown) ? <img src={preview ?? shown} alt={name} data-testid="product-photo" /> : null}
          {busy ? (
            <div className="ops-photo__busy" role="status">
              <Spinner size="m" />
              <span>
                <Trans>Uploading…</Trans>
              </span>
            </div>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={TYPES}
          hidden
          data-testid="photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void send(file);
          }}
        />
      </div>
      <Cell
        after={
          <Button size="s" mode="bezeled" disabled={busy} onClick={() => input.current?.click()}>
            <Trans>Choose a photo</Trans>
          </Button>
        }
        multiline
      >
        <Trans>Upload a new photo</Trans>
      </Cell>
    </Section>
  );
}
