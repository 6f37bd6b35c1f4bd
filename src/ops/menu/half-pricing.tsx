// The chain's price of a half-and-half pizza (admins, the menu section): the dearer half or the
// halves' average, saved as soon as it is chosen (PATCH /api/operator/menu).
import { useLingui } from "@lingui/react/macro";
import { Section, Select } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import type { HalfPricing } from "../../domain/product-builder";
import { MENU_KEY, patchMenuSettings } from "./menu-data";

export function HalfPricingSetting({ value }: { value: HalfPricing }) {
  const { t } = useLingui();
  const save = useMutation({
    mutationFn: (halfPricing: HalfPricing) => patchMenuSettings({ halfPricing }),
    meta: { invalidates: [MENU_KEY] },
    onSuccess: () => toast.success(t`Half-and-half price saved`),
  });
  return (
    <Section header={t`Half-and-half pizzas`} data-testid="half-pricing">
      <Select
        header={t`A half-and-half pizza costs`}
        value={save.isPending && save.variables ? save.variables : value}
        disabled={save.isPending}
        data-testid="half-pricing-select"
        onChange={(e) => save.mutate(e.target.value as HalfPricing)}
      >
        <option value="dearer">{t`the dearer half's price`}</option>
        <option value="average">{t`the average of the two halves`}</option>
      </Select>
    </Section>
  );
}
