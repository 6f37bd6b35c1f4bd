// One product: names, descriptions and portion in three languages, price, tags, folder, on sale or
// not; its photo, modifiers and history. A new product is created with the same form.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Section, Select, Switch } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import type { OperatorFolder, OperatorProduct } from "../../contract/operator-menu";
import { History } from "../audit/history";
import { problemFields, useProblem } from "../audit/problem";
import { emptyLocalized, LocalizedFields, missingLangs } from "../content/localized";
import { badTags, createProduct, langOf, newProductBody, parsePrice, parseTags, patchProduct, productChanges } from "./menu-data";
import { ModifierEditor } from "./modifier-editor";
import { PhotoUpload } from "./photo-upload";

interface Props {
  product: OperatorProduct | null;
  folders: OperatorFolder[];
  folderId: number;
  onSaved: (id: string) => void;
  onBack: () => void;
}

export function ProductEditor({ product, folders, folderId, onSaved, onBack }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const lang = langOf(i18n.locale);
  const [name, setName] = useState(product?.name ?? emptyLocalized());
  const [description, setDescription] = useState(product?.description ?? emptyLocalized());
  const [portion, setPortion] = useState(product?.portion ?? emptyLocalized());
  const [price, setPrice] = useState(product ? String(product.price) : "");
  const [tags, setTags] = useState(product?.tags.join(", ") ?? "");
  const [isActive, setActive] = useState(product?.isActive ?? true);
  const [folder, setFolder] = useState(product?.folderId ?? folderId);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState(0);
  const saved = (id: string) => {
    setSaves((n) => n + 1);
    onSaved(id);
  };

  const parsedPrice = parsePrice(price);
  const tagList = parseTags(tags);
  const wrongTags = badTags(tagList);
  const missingName = missingLangs(name);
  const fieldProblem = (key: string) => Object.entries(fields).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];

  async function save() {
    if (parsedPrice === null || parsedPrice < 1 || wrongTags.length > 0 || missingName.length > 0) return;
    const form = { name, description, portion, price: parsedPrice, tags: tagList, isActive, folderId: folder };
    setBusy(true);
    setFields({});
    try {
      if (product) {
        const patch = productChanges(product, form);
        if (Object.keys(patch).length === 0) {
          toast(t`Nothing changed`);
          return;
        }
        await patchProduct(product.id, patch);
        toast.success(t`Product saved`);
        saved(product.id);
      } else {
        const { id } = await createProduct(newProductBody(form));
        toast.success(t`Product created`);
        onSaved(id);
      }
    } catch (err) {
      setFields(problemFields(err));
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ops-admin ops-wide" data-testid="product-editor">
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Menu</Trans>
        </Button>
      </div>
      <Section header={product ? product.name[lang] || product.id : t`New product`}>
        <LocalizedFields label={t`Name`} value={name} onChange={setName} maxLength={100} problem={fieldProblem("name")} testId="name" />
        {missingName.length > 0 ? (
          <p className="ops-hint">
            <Trans>A name is needed in every language.</Trans>
          </p>
        ) : null}
        <LocalizedFields
          label={t`Description`}
          value={description}
          onChange={setDescription}
          multiline
          maxLength={1000}
          problem={fieldProblem("description")}
          testId="description"
        />
        <LocalizedFields
          label={t`Portion`}
          value={portion}
          onChange={setPortion}
          maxLength={60}
          problem={fieldProblem("portion")}
          testId="portion"
        />
        <div className="ops-row ops-row--3">
          <Input
            header={t`Price, so'm`}
            inputMode="numeric"
            value={price}
            data-testid="price"
            status={price !== "" && (parsedPrice === null || parsedPrice < 1) ? "error" : fieldProblem("price") ? "error" : undefined}
            onChange={(e) => setPrice(e.target.value)}
          />
          <Input
            header={t`Tags, separated by commas`}
            value={tags}
            status={wrongTags.length > 0 || fieldProblem("tags") ? "error" : undefined}
            onChange={(e) => setTags(e.target.value)}
          />
          <Select header={t`Folder`} value={String(folder)} onChange={(e) => setFolder(Number(e.target.value))}>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name[lang]}
              </option>
            ))}
          </Select>
        </div>
        {wrongTags.length > 0 ? (
          <p className="ops-error" role="alert">
            <Trans>Tags are short words of a–z, 0–9 and -: {wrongTags.join(", ")}</Trans>
          </p>
        ) : null}
        <Cell Component="label" after={<Switch checked={isActive} onChange={(e) => setActive(e.target.checked)} />} multiline>
          <Trans>On sale</Trans>
        </Cell>
        <div className="ops-actions">
          <Button
            size="m"
            loading={busy}
            disabled={parsedPrice === null || parsedPrice < 1 || wrongTags.length > 0 || missingName.length > 0}
            onClick={save}
            data-testid="save-product"
          >
            {product ? <Trans>Save</Trans> : <Trans>Create product</Trans>}
          </Button>
        </div>
      </Section>
      {product ? (
        <>
          <PhotoUpload
            productId={product.id}
            current={product.image?.src ?? product.imageUrl}
            name={product.name[lang]}
            onUploaded={() => saved(product.id)}
          />
          <ModifierEditor modifiers={product.modifiers} onSaved={() => saved(product.id)} />
          <History entity="product" entityId={product.id} refresh={saves} />
        </>
      ) : null}
    </div>
  );
}
