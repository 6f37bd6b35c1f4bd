// The operator API's bad requests, one file per area of docs/operator-api.md.
import type { Endpoint } from "../requests";
import { APPLICATIONS } from "./applications";
import { BROADCASTS } from "./broadcasts";
import { CONTENT } from "./content";
import { CUSTOMERS } from "./customers";
import { LINKS } from "./links";
import { MENU } from "./menu";
import { ORDERS } from "./orders";
import { PAYMENTS } from "./payments";
import { PHONE_ORDERS } from "./phone-orders";
import { PROMO_CODES } from "./promo-codes";
import { REPORTS } from "./reports";
import { RESTAURANTS } from "./restaurants";
import { ROAD } from "./road";
import { STAFF } from "./staff";
import { STOP_LIST } from "./stop-list";

export const OPERATOR_ENDPOINTS: Record<string, Endpoint> = {
  ...STAFF,
  ...ORDERS,
  ...PHONE_ORDERS,
  ...ROAD,
  ...STOP_LIST,
  ...MENU,
  ...RESTAURANTS,
  ...CONTENT,
  ...APPLICATIONS,
  ...LINKS,
  ...PAYMENTS,
  ...CUSTOMERS,
  ...REPORTS,
  ...PROMO_CODES,
  ...BROADCASTS,
};
