// One product: names, descriptions and portion in three languages, price, tags, folder, on sale or
// not, its fiscal data for receipts (IKPU, package code, VAT), its sizes and doughs, ingredients,
// halves and modifier groups (builder-fields.tsx); its photo, modifiers and history. A new product
// is created with the same form.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, Select, Switch } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { NewProduct, OperatorFolder, OperatorProduct, ProductPatch } from "../../contract/operator-menu";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LocalizedFields, missingLangs } from "../shared/localized-fields";
import { badTags, createProduct, langOf, MENU_KEY, newProductBody, parsePrice, parseTags, patchProduct, productChanges } from "./menu-data";
import { FiscalFields } from "../payments/fiscal-fields";
import { fiscalChanges, fiscalProblems, fiscalText, fiscalValues } from "../payments/fiscal-rules";
import { builderChanges, builderForm, builderWire, formProblems, groupsInUse, variantsPrice } from "./builder-data";
import { BuilderFields } from "./builder-fields";
import { ModifierEditor } from "./modifier-editor";
import { PhotoUpload } from "./photo-upload";

interface Props {
  /** The product as read from the menu, or null for a new one (never a product whose data is not here). */
  product: OperatorProduct | null;
  folders: OperatorFolder[];
  /** A new product's folder: the one whose "Add a product" opened the editor. */
  folderId: number;
  onSaved: (id: string) => void;
  onBack: () => void;
}

type Save = { id: string; patch: ProductPatch } | { id: null; product: NewProduct };

export function ProductEditor({ product, folders, folderId, onSaved, onBack }: Props) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n.locale);
  const [name, setName] = useState(product?.name ?? emptyLocalized());
  const [description, setDescription] = useState(product?.description ?? emptyLocalized());
  const [portion, setPortion] = useState(product?.portion ?? emptyLocalized());
  const [price, setPrice] = useState(product ? String(product.price) : "");
  const [tags, setTags] = useState(product?.tags.join(", ") ?? "");
  const [isActive, setActive] = useState(product?.isActive ?? true);
  const [folder, setFolder] = useState(product?.folderId ?? folderId);
  const [fiscal, setFiscal] = useState(fiscalText(product));
  const [builder, setBuilder] = useState(() => builderForm(product));
  const save = useMutation({
    mutationFn: async (change: Save) =>
      change.id === null ? (await createProduct(change.product)).id : (await patchProduct(change.id, change.patch), change.id),
    meta: { invalidates: [MENU_KEY] },
    onSuccess: (id) => {
      toast.success(product ? t`Product saved` : t`Product created`);
      onSaved(id);
    },
  });

  const fromVariants = variantsPrice(builder);
  const parsedPrice = fromVariants ?? parsePrice(price);
  const builderProblems = formProblems(builder);
  const inUse = groupsInUse(product, builder);
  const tagList = parseTags(tags);
  const wrongTags = badTags(tagList);
  const missingName = missingLangs(name);
  const ready =
    parsedPrice !== null &&
    parsedPrice >= 1 &&
    wrongTags.length === 0 &&
    missingName.length === 0 &&
    fiscalProblems(fiscal).length === 0 &&
    builderProblems.length === 0 &&
    inUse.length === 0;
  const problemOf = (key: string) => fieldProblem(save.error, key);

  function submit() {
    if (!ready || parsedPrice === null) return;
    const form = { name, description, portion, price: parsedPrice, tags: tagList, isActive, folderId: folder };
    if (!product) return save.mutate({ id: null, product: { ...newProductBody(form), ...fiscalValues(fiscal), ...builderWire(builder) } });
    const patch = { ...productChanges(product, form), ...fiscalChanges(product, fiscal), ...builderChanges(product, builder) };
    if (Object.keys(patch).length === 0) toast(t`Nothing changed`);
    else save.mutate({ id: product.id, patch });
  }

  return (
    <EditorFrame
      testId="product-editor"
      back={<Trans>← Menu</Trans>}
      onBack={onBack}
      title={product ? product.name[lang] || product.id : t`New product`}
      save={{
        label: product ? <Trans>Save</Trans> : <Trans>Create product</Trans>,
        onSave: submit,
        busy: save.isPending,
        ready,
        testId: "save-product",
      }}
      after={
        product ? (
          <>
            <PhotoUpload productId={product.id} current={product.image?.src ?? product.imageUrl} name={product.name[lang]} />
            <ModifierEditor modifiers={product.modifiers} groups={product.modifierGroups} lang={lang} />
          </>
        ) : null
      }
      history={product ? { entity: "product", entityId: product.id } : null}
    >
      <LocalizedFields label={t`Name`} value={name} onChange={setName} maxLength={100} problem={problemOf("name")} testId="name" />
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
        problem={problemOf("description")}
        testId="description"
      />
      <LocalizedFields
        label={t`Portion`}
        value={portion}
        onChange={setPortion}
        maxLength={60}
        problem={problemOf("portion")}
        testId="portion"
      />
      <div className="ops-row ops-row--3">
        <Input
          header={t`Price, UZS`}
          inputMode="numeric"
          value={fromVariants === null ? price : String(fromVariants)}
          disabled={fromVariants !== null}
          data-testid="price"
          status={price !== "" && (parsedPrice === null || parsedPrice < 1) ? "error" : problemOf("price") ? "error" : undefined}
          onChange={(e) => setPrice(e.target.value)}
        />
        <Input
          header={t`Tags, separated by commas`}
          value={tags}
          status={wrongTags.length > 0 || problemOf("tags") ? "error" : undefined}
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
      <p className="ops-hint">
        <Trans>Fiscal data for receipts (Payme, Click)</Trans>
      </p>
      <FiscalFields value={fiscal} onChange={setFiscal} error={save.error} />
      <BuilderFields value={builder} onChange={setBuilder} problems={builderProblems} error={save.error} lang={lang} groupsInUse={inUse} />
    </EditorFrame>
  );
}
