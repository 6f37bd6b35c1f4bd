// The main menu page (spec §2 "/"): folders and their products for the current restaurant.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { toast } from "sonner";
import { serverMessage } from "../../lib/http/http-error";
import { shopQueryAtom } from "./api/get-shop";
import { FolderBar } from "./folder-bar";
import { MenuSkeleton } from "./menu-skeleton";
import { ProductCard } from "./product-card";
import "./menu.css";

export function MenuPage() {
  const { t } = useLingui();
  const { data, error, isPending } = useAtomValue(shopQueryAtom);

  useEffect(() => {
    if (!error) return;
    toast.error(t({ id: "error.title", message: "Something went wrong" }), {
      description: serverMessage(error) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
    });
  }, [error, t]);

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
      <FolderBar folders={data.folders} />
      {data.folders.map((folder) => {
        const items = data.products.filter((p) => p.parentId === folder.id);
        return (
          <section key={folder.id} id={`folder-${folder.id}`} className="menu__folder" aria-labelledby={`folder-title-${folder.id}`}>
            <h2 id={`folder-title-${folder.id}`} className="menu__folder-title">
              {folder.name}
            </h2>
            <ul className="menu__grid">
              {items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={folder === data.folders[0] && index < 4} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
