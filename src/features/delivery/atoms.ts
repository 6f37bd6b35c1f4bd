// How the order travels (spec §3 "Delivery option"), stored under "delivery": 0 delivery, 200 pickup.
import { atomWithStorage } from "jotai/utils";

export const DELIVERY = 0;
export const PICKUP = 200;
export type OrderTypeId = typeof DELIVERY | typeof PICKUP;

export const deliveryTypeAtom = atomWithStorage<OrderTypeId>("delivery", DELIVERY, undefined, { getOnInit: true });
