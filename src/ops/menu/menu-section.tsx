// Menu (admins): folders in their order with their products; a folder or a product opens its
// editor (names in three languages, price, sizes and doughs, photo, modifiers, history); the chain's
// half-and-half price under them.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ButtonCell, Cell, Input, List, Section } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Locale } from "../../domain/locales";
import { money } from "../format";
import { SectionState } from "../shared/section-state";
import { FolderEditor } from "./folder-editor";
import { HalfPricingSetting } from "./half-pricing";
import { langOf, menuQuery } from "./menu-data";
import { ProductEditor } from "./product-editor";
import { ProductPending } from "./product-pending";
import "../shared/admin.css";
import "./menu.css";

type Editing =
  | { kind: "product"; id: string }
  | { kind: "new-product"; folderId: number }
  | { kind: "folder"; id: number }
  | { kind: "new-folder" };

export function MenuSection() {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n.locale);
  const menu = useQuery(menuQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [search, setSearch] = useState("");
  const data = menu.data;
  if (!data) return <SectionState query={menu} />;
  const folders = [...data.folders].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const back = () => setEditing(null);

  const productEditor = { folders, onSaved: (id: string) => setEditing({ kind: "product", id }), onBack: back };
  if (editing?.kind === "new-product") return <ProductEditor key="new" product={null} folderId={editing.folderId} {...productEditor} />;
  if (editing?.kind === "product") {
    const product = data.products.find((p) => p.id === editing.id);
    // A product not in the menu as read (just created and the reload failed): no form until it is,
    // so a save never writes blank fields and the first folder over it.
    if (!product) return <ProductPending menu={menu} onBack={back} />;
    return <ProductEditor key={product.id} product={product} folderId={product.folderId} {...productEditor} />;
  }
  if (editing?.kind === "folder" || editing?.kind === "new-folder") {
    const folder = editing.kind === "folder" ? (folders.find((f) => f.id === editing.id) ?? null) : null;
    return (
      <FolderEditor
        key={folder?.id ?? "new"}
        folder={folder}
        onSaved={() => {
          if (!folder) back();
        }}
        onBack={back}
      />
    );
  }

  const needle = search.trim().toLowerCase();
  const matches = (names: Record<string, string>) => !needle || Object.values(names).some((n) => n.toLowerCase().includes(needle));
  const price = (n: number) => money(n, i18n.locale as Locale);

  return (
    <List className="ops-admin ops-wide" data-testid="menu-section">
      <div className="ops-actions">
        <div className="ops-search">
          <Input
            placeholder={t`Find a product`}
            aria-label={t`Find a product`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button size="m" mode="bezeled" onClick={() => setEditing({ kind: "new-folder" })}>
          <Trans>New folder</Trans>
        </Button>
      </div>
      {folders.map((folder) => {
        const products = data.products
          .filter((p) => p.folderId === folder.id && (matches(p.name) || p.id.includes(needle)))
          .sort((a, b) => a.sort - b.sort);
        if (needle && products.length === 0) return null;
        return (
          <Section
            key={folder.id}
            data-testid={`folder-section-${folder.id}`}
            header={
              <Section.Header large>
                {folder.name[lang]}
                {folder.isVisible ? null : (
                  <span className="ops-status ops-status--bad">
                    {" "}
                    <Trans>hidden</Trans>
                  </span>
                )}
              </Section.Header>
            }
          >
            {products.map((p) => (
              <Cell
                key={p.id}
                data-testid={`product-${p.id}`}
                before={<img className="ops-thumb" src={p.image?.src ?? p.imageUrl} alt="" loading="lazy" />}
                subtitle={[price(p.price), p.portion?.[lang]].filter(Boolean).join(" · ")}
                after={
                  p.isActive ? null : (
                    <span className="ops-status ops-status--bad">
                      <Trans>not on sale</Trans>
                    </span>
                  )
                }
                onClick={() => setEditing({ kind: "product", id: p.id })}
              >
                {p.name[lang]}
              </Cell>
            ))}
            <ButtonCell onClick={() => setEditing({ kind: "new-product", folderId: folder.id })}>
              <Trans>Add a product</Trans>
            </ButtonCell>
            <ButtonCell onClick={() => setEditing({ kind: "folder", id: folder.id })}>
              <Trans>Folder settings</Trans>
            </ButtonCell>
          </Section>
        );
      })}
      {needle ? null : <HalfPricingSetting value={data.halfPricing} />}
    </List>
  );
}
