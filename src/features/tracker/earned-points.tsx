// The tracker of a completed order: "+N points" it earned (issue 26), read from the customer's
// loyalty history (GET /api/loyalty); nothing when it earned none or the history cannot be read.
import { plural } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { ownServer } from "../../lib/http/own-server";
import { groupDigits } from "../profile/points";

export function EarnedPoints({ orderId }: { orderId: number }) {
  const [points, setPoints] = useState(0);
  useEffect(() => {
    void ownServer.GET("main", "/api/loyalty", { query: { take: 100 } }).then(
      (loyalty) => setPoints(loyalty.moves.find((m) => m.orderId === orderId && m.move === "earn")?.points ?? 0),
      () => setPoints(0),
    );
  }, [orderId]);
  if (points <= 0) return null;
  const n = groupDigits(points);
  return (
    <p className="tracker-head__detail" data-testid="earned-points">
      <strong>{plural(points, { one: `+${n} point`, other: `+${n} points` })}</strong>
    </p>
  );
}
