// One city (region): its name in ru, en and uz, added (POST /api/operator/regions) or renamed
// (PATCH, only when it changed), with its history. The storefront centres a city's map on its
// restaurants, so a city needs nothing more; it is offered to customers once it has one.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { OperatorRegion } from "../../contract/operator-restaurants";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LocalizedFields, missingLangs } from "../shared/localized-fields";
import { createRegion, REGIONS_KEY, restaurantProblem, updateRegion } from "./restaurants-data";

interface Props {
  city: OperatorRegion | null;
  onBack: () => void;
  /** After a new city is saved (its id). */
  onCreated?: (id: number) => void;
}

export function CityEditor({ city, onBack, onCreated }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(city?.name ?? emptyLocalized());
  const save = useMutation({
    mutationFn: async () => {
      if (city === null) return (await createRegion({ name })).id;
      await updateRegion(city.id, { name });
      return city.id;
    },
    meta: { invalidates: [REGIONS_KEY], toast: false },
    onError: (err) => toast.error(restaurantProblem(err)),
    onSuccess: (id) => {
      toast.success(t`${name.en}: saved`);
      if (city === null) onCreated?.(id);
    },
  });
  const changed = city === null || JSON.stringify(name) !== JSON.stringify(city.name);
  return (
    <EditorFrame
      testId="city-editor"
      back={<Trans>← Restaurants</Trans>}
      onBack={onBack}
      title={city === null ? t`New city` : t`City`}
      save={{
        label: city === null ? <Trans>Add city</Trans> : <Trans>Save</Trans>,
        onSave: () => save.mutate(),
        busy: save.isPending,
        ready: changed && missingLangs(name).length === 0,
        testId: "save-city",
      }}
      history={city ? { entity: "region", entityId: city.id, limit: 20 } : null}
    >
      <LocalizedFields
        label={t`City`}
        value={name}
        onChange={setName}
        maxLength={100}
        problem={fieldProblem(save.error, "name")}
        testId="city-name"
      />
      <p className="ops-hint">
        <Trans>Customers see a city once it has a restaurant; its map opens on its restaurants.</Trans>
      </p>
    </EditorFrame>
  );
}
