// A phone field with the Uzbek mask "+998 __ ___ __ __". Its value is the nine national digits.
import type { InputHTMLAttributes, Ref } from "react";
import { maskPhone, nationalDigits, PHONE_MASK } from "../domain/phone-mask";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  digits: string;
  onDigits: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function UzPhoneInput({ digits, onDigits, ...rest }: Props) {
  return (
    <input
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK}
      value={maskPhone(digits)}
      onChange={(e) => onDigits(nationalDigits(e.target.value))}
    />
  );
}
