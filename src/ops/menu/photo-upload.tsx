// A product's photo: what the menu shows now, a new one chosen and previewed at once, sent as
// multipart `photo` with a spinner until the server has made its variants.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section, Spinner } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { MENU_KEY, uploadPhoto } from "./menu-data";
import "./menu.css";

interface Props {
  productId: string;
  current: string;
  /** The product's name: the picture's text alternative. */
  name: string;
}

const TYPES = "image/jpeg,image/png,image/webp,image/avif";

export function PhotoUpload({ productId, current, name }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [shown, setShown] = useState(current);
  useEffect(() => setShown(current), [current]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPhoto(productId, file),
    meta: { invalidates: [MENU_KEY] },
    onSuccess: ({ image }) => {
      setShown(image.src);
      toast.success(t`Photo uploaded`);
    },
    onSettled: () => setPreview(null),
  });
  const busy = upload.isPending;

  function send(file: File) {
    if (file.size > 10 * 1024 * 1024) {
      toast.error(t`The file is too large: at most 10 MB.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
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
            if (file) send(file);
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
