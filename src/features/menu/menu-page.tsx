// The main menu page ("/", docs/product-rules.md §3): folders and their products for the current restaurant, with
// folder navigation, folder deep links and the tag filter.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { toast } from "../../lib/toast";
import { serverMessage } from "../../lib/http/http-error";
import { useScreen } from "../../lib/screen";
import { type ShopResponse, shopQueryAtom } from "../shop/api/get-shop";
import { FolderBar } from "./folder-bar";
import { FolderSection, folderTitleId } from "./folder-section";
import { collapsedBarsHeight, firstScreenCount, stickyBarsHeight } from "./menu-metrics";
import { MenuSkeleton } from "./menu-skeleton";
import { menuView } from "./menu-view";
import { ProductCard } from "./product-card";
import { TagFilterChip, TagFilterEmpty, useTagFilter } from "./tag-filter";
import { useCurrentFolder } from "./use-current-folder";
import { useFolderHash, writeFolderHash } from "./use-folder-hash";
import "./menu-page.css";

export function MenuPage() {
  const { t } = useLingui();
  const { data, error, isPending } = useAtomValue(shopQueryAtom);

  useEffect(() => {
    if (!error) return;
    toast.error(t({ id: "error.title", message: "Something went wrong" }), {
      description: serverMessage(error) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
    });
  }, [error, t]);

  // A menu response that carries an error leaves the menu as it was; say why (docs/product-rules.md §10).
  const refusal = data?.error;
  useEffect(() => {
    if (refusal) toast.warning(refusal);
  }, [refusal]);

  if (isPending) return <MenuSkeleton />;
  if (!data) {
    return (
      <section className="menu-empty" role="alert">
        <h1>{t`The menu could not be loaded`}</h1>
        <p>{t`Check your connection and reload the page.`}</p>
      </section>
    );
  }

  return (
    <div className="menu">
      <h1 className="visually-hidden">{t`Menu`}</h1>
      <MenuFolders menu={data} />
    </div>
  );
}

/** Mounted once the menu has arrived, so a deep link is followed only when there is a menu. */
function MenuFolders({ menu }: { menu: ShopResponse }) {
  const screen = useScreen();
  const { tag, clear } = useTagFilter();
  const view = useMemo(() => menuView(menu, tag), [menu, tag]);
  const folderIds = useMemo(() => view.map((entry) => entry.folder.id), [view]);
  const offset = stickyBarsHeight(screen);
  const nav = useCurrentFolder(folderIds, offset, collapsedBarsHeight(screen));
  useFolderHash(nav.jump);
  // Taking over the server's markup (app-start.tsx), the first commit builds the first screen's
  // cards only and the rest of the first folder a moment later (a deferred render), so that the
  // commit and the layout after it, which grow with the DOM they make, are shorter tasks on a slow
  // phone. Not when a deep link or a scroll has already taken the reader further down.
  const [cutAt] = useState(() => (takingOver() ? firstScreenCount(screen) : null));
  const whole = useDeferredValue(true, cutAt === null);

  const select = (id: number) => {
    nav.jump(id, { smooth: true });
    writeFolderHash(id);
    document.getElementById(folderTitleId(id))?.focus({ preventScroll: true });
  };

  // The folder crossing this line, a few pixels below the bars, is the one being read.
  const lineTop = offset + 8;
  const lineMargin = `-${lineTop}px 0px -${Math.max(0, screen.height - lineTop - 1)}px 0px`;

  return (
    <>
      {view.length > 0 && <FolderBar folders={view.map((entry) => entry.folder)} current={nav.current} onSelect={select} />}
      {tag && <TagFilterChip tag={tag} onClear={clear} />}
      {tag && view.length === 0 && <TagFilterEmpty onClear={clear} />}
      {view.map(({ folder, products }, folderIndex) => {
        const shown = !whole && cutAt !== null && folderIndex === 0 ? products.slice(0, cutAt) : products;
        return (
          <FolderSection
            key={folder.id}
            folder={folder}
            productCount={products.length}
            mounted={nav.isMounted(folder.id)}
            lineMargin={lineMargin}
            onNear={nav.reveal}
            onReached={nav.reached}
            pending={products.length - shown.length}
          >
            {shown.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={folderIndex === 0 && index < 4} priority={folderIndex === 0 && index === 0} />
              </li>
            ))}
          </FolderSection>
        );
      })}
    </>
  );
}

/** In the browser, on the app's first render over the server's markup, at the top of the page. */
const takingOver = () =>
  typeof document !== "undefined" && !!document.querySelector("#root[data-prerendered]") && !location.hash && !scrollY;
