// The board's toolbar: the live board or a day's archive (with its date), the search, the
// restaurant (admins), the stream's state, system notifications, and the time limits.
import { useLingui } from "@lingui/react/macro";
import { Button, Input, SegmentedControl } from "@telegram-apps/telegram-ui";
import type { OperatorMe } from "../../contract/staff";
import { RestaurantFilter } from "../shared/restaurant-filter";
import { useRestaurantNames } from "../use-restaurants";
import { useNotificationPermission } from "./use-alert";
import type { Board } from "./use-board";

export type BoardView = "active" | "archive";

interface Props {
  me: OperatorMe;
  board: Board;
  view: BoardView;
  setView: (v: BoardView) => void;
  day: string;
  setDay: (d: string) => void;
  today: string;
  q: string;
  setQ: (q: string) => void;
  limitsOpen: boolean;
  toggleLimits: () => void;
}

export function BoardToolbar({ me, board, view, setView, day, setDay, today, q, setQ, limitsOpen, toggleLimits }: Props) {
  const { t } = useLingui();
  const restaurants = useRestaurantNames();
  const notify = useNotificationPermission();
  return (
    <div className="ops-toolbar">
      <SegmentedControl className="ops-toolbar__filter">
        <SegmentedControl.Item selected={view === "active"} aria-selected={view === "active"} onClick={() => setView("active")}>
          {t`Active`}
        </SegmentedControl.Item>
        <SegmentedControl.Item selected={view === "archive"} aria-selected={view === "archive"} onClick={() => setView("archive")}>
          {t`Archive`}
        </SegmentedControl.Item>
      </SegmentedControl>
      {view === "archive" && (
        <Input
          className="ops-board-date"
          header={t`Day`}
          aria-label={t`Day`}
          type="date"
          max={today}
          value={day}
          onChange={(e) => setDay(e.target.value || today)}
        />
      )}
      <Input
        className="ops-board-search"
        type="search"
        header={t`Search`}
        aria-label={t`Search: order number, phone or name`}
        placeholder={t`No., phone or name`}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {me.role === "admin" && (
        <RestaurantFilter
          className="ops-select"
          ariaLabel={t`Restaurant`}
          restaurants={restaurants}
          value={board.restaurantId}
          onChange={board.setRestaurantId}
        />
      )}
      <span className={`ops-live${board.live ? " ops-live--on" : ""}`} role="status">
        {board.live ? t`Live` : t`Reconnecting…`}
      </span>
      {notify.state === "default" && (
        <Button size="s" mode="bezeled" onClick={notify.ask}>
          {t`Notify me in the background`}
        </Button>
      )}
      {board.restaurantId !== null && (
        <Button size="s" mode="gray" aria-expanded={limitsOpen} onClick={toggleLimits}>
          {t`Time limits`}
        </Button>
      )}
    </div>
  );
}
