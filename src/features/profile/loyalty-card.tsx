// The profile's loyalty card (issue 26): the balance ("125 000 points · 1 point = 1 sum"), the
// cashback rule and the history of moves (earned for order No. 123, taken back…), GET /api/loyalty.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Loyalty, LoyaltyMoveItem } from "../../contract/loyalty";
import { paths } from "../../domain/paths";
import { tashkentDate } from "../../domain/tashkent-time";
import { ownServer } from "../../lib/http/own-server";
import { useSessionState } from "../auth/session";
import { groupDigits } from "./points";
import "./loyalty-card.css";

const PAGE = 20;

export function LoyaltyCard() {
  const { t } = useLingui();
  const session = useSessionState();
  const [loyalty, setLoyalty] = useState<Loyalty | null>(null);
  const [more, setMore] = useState<LoyaltyMoveItem[]>([]);

  useEffect(() => {
    if (session !== "signedIn") return;
    void ownServer.GET("main", "/api/loyalty", { query: { take: PAGE } }).then(setLoyalty, () => setLoyalty(null));
  }, [session]);
  if (!loyalty) return null;

  const moves = [...loyalty.moves, ...more];
  const loadMore = () =>
    void ownServer.GET("main", "/api/loyalty", { query: { skip: moves.length, take: PAGE } }).then(
      (page) => setMore((m) => [...m, ...page.moves]),
      () => undefined,
    );
  const balance = groupDigits(loyalty.balance);
  return (
    <section className="card profile-card loyalty-card" aria-labelledby="profile-loyalty">
      <h2 id="profile-loyalty">
        <Trans>Bonus points</Trans>
      </h2>
      <p className="loyalty-card__balance" data-testid="loyalty-balance">
        <strong>{plural(loyalty.balance, { one: `${balance} point`, other: `${balance} points` })}</strong>
        <span className="profile-muted"> · {t`1 point = 1 sum`}</span>
      </p>
      {loyalty.cashbackPercent > 0 && (
        <p className="profile-muted">{t`${loyalty.cashbackPercent}% of each completed order comes back as points.`}</p>
      )}
      {moves.length === 0 ? (
        <p className="profile-muted">
          <Trans>No points yet: they come when an order is completed.</Trans>
        </p>
      ) : (
        <ul className="loyalty-moves">
          {moves.map((m) => (
            <li key={m.id}>
              <span>
                <MoveText move={m} /> <span className="profile-muted">{tashkentDate(m.at)}</span>
              </span>
              <strong className={m.points < 0 ? "loyalty-moves__minus" : "loyalty-moves__plus"}>
                {m.points < 0 ? "−" : "+"}
                {groupDigits(Math.abs(m.points))}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {moves.length < loyalty.total && (
        <button type="button" className="button" onClick={loadMore}>
          <Trans>Show more</Trans>
        </button>
      )}
    </section>
  );
}

function MoveText({ move }: { move: LoyaltyMoveItem }) {
  const number = move.orderId;
  // Staff's adjustment by hand has no order; its reason stays with staff.
  if (number === null) return <Trans>Adjusted by Lazzat Pizza</Trans>;
  const href = paths.tracker.href(number);
  switch (move.move) {
    case "earn":
      return (
        <Trans>
          Earned for order <Link href={href}>No. {number}</Link>
        </Trans>
      );
    case "revoke_earn":
      return (
        <Trans>
          Taken back: order <Link href={href}>No. {number}</Link> was cancelled or refunded
        </Trans>
      );
    case "spend":
      return (
        <Trans>
          Paid for order <Link href={href}>No. {number}</Link>
        </Trans>
      );
    default:
      return (
        <Trans>
          Given back from order <Link href={href}>No. {number}</Link>
        </Trans>
      );
  }
}
