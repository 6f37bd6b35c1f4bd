// /profile: the signed-in customer's orders (active first) and sign-out. Saved addresses and
// personal details join it with the profile work (issue F).
import { Trans } from "@lingui/react/macro";
import { ProfileOrders } from "../orders-history/profile-orders";
import "./profile-page.css";

export function ProfilePage() {
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>Profile</Trans>
      </h1>
      <ProfileOrders openSignIn />
    </section>
  );
}
