// The orders part of the profile page: sign in first, then the order history and a way to sign out.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useSetAtom } from "jotai";
import { SignInPrompt } from "../../components/sign-in-prompt";
import { SignOutButton } from "../../features/auth/account";
import { signInOpenAtom, useSessionState } from "../../features/auth/session";
import { OrderHistory } from "../../features/orders-history/order-history";

export function ProfileOrders({ openSignIn = false }: { openSignIn?: boolean }) {
  const { t } = useLingui();
  const session = useSessionState();
  const open = useSetAtom(signInOpenAtom);
  // Opens the sheet for a visitor who arrives signed out, not for one who has just signed out.
  const arrivedAs = useRef<typeof session | null>(null);
  if (arrivedAs.current === null && session !== "checking") arrivedAs.current = session;

  useEffect(() => {
    if (openSignIn && arrivedAs.current === "signedOut" && session === "signedOut") open(true);
  }, [openSignIn, session, open]);

  if (session === "checking") return <div className="history__loading skeleton" aria-busy="true" />;
  if (session === "signedOut") {
    return (
      <SignInPrompt
        title={t`Sign in to see your orders`}
        text={t`Follow active orders and repeat past ones in one tap.`}
        onSignIn={() => open(true)}
      />
    );
  }
  return (
    <div className="profile-orders">
      <OrderHistory />
      <p className="profile-orders__account">
        <Trans>Not you?</Trans> <SignOutButton />
      </p>
    </div>
  );
}
