// The customer list's orders (the console's sort and GET /api/operator/customers?sort=), shared by
// the contract and the console: newest last order first, most orders, most spent, newest customer.
export const CUSTOMER_SORTS = ["lastOrder", "orders", "spent", "newest"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
