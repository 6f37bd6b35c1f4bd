// Order types as the wire writes them (`OrderTypeId` in queries, `orderTypeId` in bodies and
// answers): 0 delivery, 200 pickup. The app, the contract and the server compare with these names.
export const DELIVERY = 0 as const;
export const PICKUP = 200 as const;
export type OrderTypeId = typeof DELIVERY | typeof PICKUP;

export const isOrderTypeId = (value: unknown): value is OrderTypeId => value === DELIVERY || value === PICKUP;
