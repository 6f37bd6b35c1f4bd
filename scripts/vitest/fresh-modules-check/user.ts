import { other, value } from "./target";

export const viaUser = (): string => value();
export const otherViaUser = (): string => other();
