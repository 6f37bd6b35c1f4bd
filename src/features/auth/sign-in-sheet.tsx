// Web sign-in (docs/product-rules.md §9): a phone number, then the one-time code sent to it. Also
// reads the session from the server once on start, since the sheet is mounted on every page.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Sheet } from "../../components/sheet";
import { CodeStep } from "./code-step";
import { PhoneStep } from "./phone-step";
import { ensureSessionAtom, identityChangedAtom, signedInPhoneAtom, signInOpenAtom } from "./session";
import "./sign-in.css";

export function SignInSheet() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(signInOpenAtom);
  const ensureSession = useSetAtom(ensureSessionAtom);
  const identityChanged = useSetAtom(identityChangedAtom);
  const setSignedInPhone = useSetAtom(signedInPhoneAtom);
  const [digits, setDigits] = useState("");
  const [sent, setSent] = useState<{ phone: string; resendAt: number; recent: boolean } | null>(null);

  useEffect(() => {
    void ensureSession();
  }, [ensureSession]);

  const signedIn = async (customerId: string) => {
    if (sent) setSignedInPhone(sent.phone);
    await identityChanged(customerId);
    setSent(null);
    setOpen(false);
    toast.success(t`You are signed in`);
  };

  return (
    <Sheet open={open} onClose={() => setOpen(false)} labelledBy="sign-in-title">
      <div className="sign-in">
        <img className="sign-in__logo" src="/images/brand/logo.svg" alt="" width="56" height="56" />
        <h2 id="sign-in-title" className="sign-in__title">
          <Trans>Sign in</Trans>
        </h2>
        {sent === null ? (
          <PhoneStep digits={digits} onDigits={setDigits} onSent={(phone, resendAt, recent) => setSent({ phone, resendAt, recent })} />
        ) : (
          <CodeStep
            phone={sent.phone}
            resendAt={sent.resendAt}
            recent={sent.recent}
            onResent={(resendAt) => setSent({ ...sent, resendAt, recent: false })}
            onChangeNumber={() => setSent(null)}
            onSignedIn={signedIn}
          />
        )}
      </div>
    </Sheet>
  );
}
