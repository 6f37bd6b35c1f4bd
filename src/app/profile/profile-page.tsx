// /profile: the customer's details and saved addresses, the loyalty points, the orders (active first), sign-out.
import { Trans } from "@lingui/react/macro";
import { ProfileOrders } from "./profile-orders";
import { ProfileDetails } from "../../features/profile/profile-details";
import { LoyaltyCard } from "../../features/profile/loyalty-card";
import "./profile-page.css";

export function ProfilePage() {
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>Profile</Trans>
      </h1>
      <ProfileDetails />
      <LoyaltyCard />
      <ProfileOrders openSignIn />
    </section>
  );
}
