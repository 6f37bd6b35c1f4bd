// The stop-list of one restaurant (a manager: theirs): products by folder with a switch each, and
// their modifiers under them. A switch flips at once and is sent (PUT /api/operator/stop-list); a
// refusal puts it back and says why in a toast.
import { useLingui } from "@lingui/react/macro";
import { Cell, Placeholder, Section, Select, Spinner, Switch } from "@telegram-apps/telegram-ui";
import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { OperatorMe } from "../../contract/staff";
import type { Locale } from "../../domain/locales";
import { opsApi } from "../api";
import { useProblem } from "../errors";
import { useRestaurantNames } from "../use-restaurants";
import { loadCatalog } from "./catalog";

type Key = `p:${string}` | `m:${string}`;
interface Toggle {
  restaurantId: string;
  key: Key;
  name: string;
  stop: boolean;
}

export function StopListSection({ me }: { me: OperatorMe }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const problem = useProblem();
  const restaurants = useRestaurantNames();
  const [chosen, setChosen] = useState<string | null>(me.restaurantId);
  const restaurantId = me.role === "manager" ? me.restaurantId : (chosen ?? restaurants?.[0]?.id ?? null);
  const catalog = useQuery({
    queryKey: ["stop-list-catalog", restaurantId, locale],
    queryFn: restaurantId ? () => loadCatalog(restaurantId, locale) : skipToken,
  });
  const stopped = useQuery({
    queryKey: ["stop-list", restaurantId],
    queryFn: restaurantId ? () => opsApi.GET("/api/operator/stop-list", { query: { restaurantId } }) : skipToken,
  });
  const [state, setState] = useState<Set<Key>>(new Set());
  useEffect(() => {
    const s = stopped.data;
    setState(
      new Set<Key>([...(s?.products ?? []).map((p) => `p:${p.id}` as const), ...(s?.modifiers ?? []).map((m) => `m:${m.id}` as const)]),
    );
  }, [stopped.data]);
  const flip = (key: Key, on: boolean) =>
    setState((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  // A switch flips at once; a refusal flips it back, and the toast names what was not changed.
  const change = useMutation({
    mutationFn: ({ restaurantId, key, stop }: Toggle) => {
      const id = key.slice(2);
      return opsApi.PUT("/api/operator/stop-list", {
        body: { restaurantId, stopped: stop, ...(key.startsWith("p:") ? { productId: id } : { modifierId: id }) },
      });
    },
    onMutate: ({ key, stop }) => flip(key, stop),
    onError: (_err, { key, stop }) => flip(key, !stop),
    meta: { toast: (problem, { name }: Toggle) => t`${name}: not changed. ${problem}` },
  });
  const toggle = (key: Key, name: string) => {
    if (restaurantId) change.mutate({ restaurantId, key, name, stop: !state.has(key) });
  };

  return (
    <div className="ops-stop-list">
      {me.role === "admin" && (
        <div className="ops-toolbar">
          <Select
            className="ops-select"
            header={t`Restaurant`}
            aria-label={t`Restaurant`}
            value={restaurantId ?? ""}
            onChange={(e) => setChosen(e.target.value)}
          >
            {(restaurants ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      {(catalog.error || stopped.error) && (
        <Placeholder header={t`The stop-list could not be loaded`} description={problem(catalog.error ?? stopped.error)} />
      )}
      {(catalog.isLoading || stopped.isLoading) && !catalog.data && (
        <div className="ops-center">
          <Spinner size="l" />
        </div>
      )}
      {catalog.data && stopped.data?.restaurantId === restaurantId && !catalog.isFetching && !stopped.isFetching && (
        <div className="ops-columns">
          {catalog.data.map((folder) => (
            <Section key={folder.id} header={folder.name} className="ops-column">
              {folder.products.map((p) => (
                <div key={p.id} className="ops-stop-item">
                  <Cell
                    Component="label"
                    multiline
                    description={state.has(`p:${p.id}`) ? t`Sold out` : undefined}
                    after={<Switch aria-label={p.name} checked={!state.has(`p:${p.id}`)} onChange={() => toggle(`p:${p.id}`, p.name)} />}
                  >
                    {p.name}
                  </Cell>
                  {p.modifiers.map((m) => (
                    <Cell
                      key={m.id}
                      Component="label"
                      className="ops-stop-modifier"
                      subhead={p.name}
                      after={
                        <Switch
                          aria-label={`${p.name}: ${m.name}`}
                          checked={!state.has(`m:${m.id}`)}
                          onChange={() => toggle(`m:${m.id}`, m.name)}
                        />
                      }
                    >
                      {m.name}
                    </Cell>
                  ))}
                </div>
              ))}
            </Section>
          ))}
        </div>
      )}
    </div>
  );
}
