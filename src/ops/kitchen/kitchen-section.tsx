// The kitchen screen (/ops/kitchen), for a tablet on the wall: one restaurant's accepted and cooking
// orders as large tiles, oldest first, kept live by the board's stream; a tap moves an order on.
// A cook sees their restaurant; a manager theirs, with its printing setting; an admin picks one.
import { Trans, useLingui } from "@lingui/react/macro";
import { Placeholder, Select, Switch } from "@telegram-apps/telegram-ui";
import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { KitchenBoard, KitchenOrder, KitchenPrinting } from "../../contract/kitchen";
import type { OperatorMe } from "../../contract/staff";
import type { Locale } from "../../domain/locales";
import { mayManageRestaurant } from "../../domain/staff-roles";
import { SectionState } from "../shared/section-state";
import { KitchenTile } from "./kitchen-tile";
import { RestaurantChooser } from "./restaurant-chooser";
import { bumpOrder, kitchenKey, loadKitchen, savePrinting } from "./kitchen-data";
import { PrintSheet } from "./print-sheet";
import { useRestaurantLive } from "./use-restaurant-live";
import { useNow } from "./use-now";
import { usePrintQueue } from "./use-print-queue";
import "./kitchen.css";

export function KitchenSection({ me }: { me: OperatorMe }) {
  return (
    <RestaurantChooser me={me} station="kitchen">
      {(restaurantId, picker) => <Kitchen me={me} restaurantId={restaurantId} picker={picker} />}
    </RestaurantChooser>
  );
}

function Kitchen({ me, restaurantId, picker }: { me: OperatorMe; restaurantId: string | null; picker: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const board = useQuery({
    queryKey: kitchenKey(restaurantId, locale),
    queryFn: restaurantId ? () => loadKitchen(restaurantId, locale) : skipToken,
  });
  const printing = usePrintQueue(board.data);
  const live = useRestaurantLive(restaurantId, () => void board.refetch(), printing.accepted);
  const now = useNow();
  const bump = useMutation({
    mutationFn: (o: KitchenOrder) => bumpOrder(o.orderId, o.statusCode),
    meta: { invalidates: [["kitchen"]] },
  });

  return (
    <div className="kitchen" data-testid="kitchen">
      <header className="kitchen__bar">
        {picker}
        <h1 className="kitchen__title">{board.data?.restaurant.name ?? t`Kitchen`}</h1>
        <p className={`kitchen__live${live ? " kitchen__live--on" : ""}`} role="status">
          {live ? t`Live` : t`Reconnecting…`}
        </p>
        {board.data && restaurantId && mayManageRestaurant(me, restaurantId) && (
          <PrintingSettings restaurantId={restaurantId} printing={board.data.printing} />
        )}
      </header>
      {!board.data ? (
        <SectionState query={board} />
      ) : board.data.orders.length === 0 ? (
        <Placeholder header={t`Nothing to cook`} description={t`Accepted orders appear here at once.`} />
      ) : (
        <Tiles
          board={board.data}
          now={now}
          busyId={bump.isPending ? bump.variables?.orderId : undefined}
          onBump={bump.mutate}
          onPrint={printing.print}
        />
      )}
      {board.data && <PrintSheet job={printing.job} board={board.data} onDone={printing.done} />}
    </div>
  );
}

interface TilesProps {
  board: KitchenBoard;
  now: number;
  busyId: number | undefined;
  onBump: (order: KitchenOrder) => void;
  onPrint: (order: KitchenOrder, kind: "ticket" | "receipt") => void;
}

function Tiles({ board, now, busyId, onBump, onPrint }: TilesProps) {
  return (
    <div className="kitchen__tiles">
      {board.orders.map((order) => (
        <KitchenTile
          key={order.orderId}
          order={order}
          now={now}
          busy={busyId === order.orderId}
          onBump={() => onBump(order)}
          onPrint={(kind) => onPrint(order, kind)}
        />
      ))}
    </div>
  );
}

function PrintingSettings({ restaurantId, printing }: { restaurantId: string; printing: KitchenPrinting }) {
  const { t } = useLingui();
  const save = useMutation({
    mutationFn: (next: KitchenPrinting) => savePrinting(restaurantId, next),
    meta: { invalidates: [["kitchen"]] },
  });
  const shown = save.isPending && save.variables ? save.variables : printing;
  return (
    <div className="kitchen__printing">
      <span className="kitchen__switch">
        <Switch
          id="print-on-accept"
          checked={shown.printOnAccept}
          data-testid="print-on-accept"
          onChange={(e) => save.mutate({ ...shown, printOnAccept: e.target.checked })}
        />
        <label htmlFor="print-on-accept">
          <Trans>Print the ticket on accept</Trans>
        </label>
      </span>
      <Select
        header={t`Paper`}
        value={String(shown.paperMm)}
        onChange={(e) => save.mutate({ ...shown, paperMm: e.target.value === "58" ? 58 : 80 })}
      >
        <option value="58">{t`58 mm`}</option>
        <option value="80">{t`80 mm`}</option>
      </Select>
    </div>
  );
}
