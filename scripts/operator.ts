// `npm run operator -- <command>`: the operator API from a terminal, as the OPERATOR_TOKEN admin.
//   list [all]                                         the orders board (active, or also the last day's finished)
//   advance <orderId>                                  move an order to its next status (from the one it has now)
//   cancel <orderId> <reason…>                         cancel it; the reason is shown to the customer
//   staff list                                         the staff list
//   staff add <phone> <name> <admin|manager|cook|courier> [restaurantId]   add someone (the first admin of a chain)
// Reads BASE_URL (default http://localhost:3000) and OPERATOR_TOKEN. What the server sends is
// printed through printable(): a customer's name cannot drive the terminal.
import type { OperatorOrder, StatusChanged } from "../src/contract/operator";
import type { StaffMember } from "../src/contract/staff";
import { statusName } from "../src/domain/order-status";
import { STAFF_ROLES } from "../src/domain/staff-roles";
import { advanceSeen, base, call, row } from "./operator-api";
import { printable } from "./printable";

const USAGE = `Usage: npm run operator -- list [all] | advance <orderId> | cancel <orderId> <reason…>
       npm run operator -- staff list | staff add <phone> <name> <admin|manager|cook|courier> [restaurantId]`;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

async function list(status: "active" | "all") {
  const orders = await call<OperatorOrder[]>("GET", `/orders?status=${status}`);
  if (orders.length === 0) console.log(status === "active" ? "No active orders." : "No orders in the last day.");
  for (const o of orders) {
    const paid = o.paymentType === "online" ? (o.paid ? "paid" : "unpaid") : o.paymentType;
    console.log(row([`#${o.orderId}`, statusName(o.statusCode), o.restaurantId, o.createdAt, o.name, o.total, paid]));
  }
}

function printMove(result: StatusChanged) {
  console.log(`#${printable(result.orderId)} → ${printable(statusName(result.statusCode))}`);
}

async function staff(args: string[]) {
  const [sub, phone, name, role, restaurantId] = args;
  if (sub === "list") {
    const people = await call<StaffMember[]>("GET", "/staff");
    for (const s of people) console.log(row([`#${s.id}`, s.role, s.restaurantId ?? "—", s.name, s.phone ?? "—", s.tgId ?? "—"]));
    return;
  }
  if (sub !== "add" || !phone || !name || !STAFF_ROLES.some((r) => r === role)) usage();
  const created = await call<{ id: number }>("POST", "/staff", { phone, name, role, ...(restaurantId ? { restaurantId } : {}) });
  console.log(`Added #${printable(created.id)}: ${printable(name)} (${role}${restaurantId ? ` of ${printable(restaurantId)}` : ""})`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "list") await list(args[0] === "all" ? "all" : "active");
  else if (command === "advance" && args[0]) printMove((await advanceSeen(call, args[0])).moved);
  else if (command === "cancel" && args[0] && args.length > 1) {
    const reason = args.slice(1).join(" ");
    printMove(await call<StatusChanged>("POST", `/orders/${encodeURIComponent(args[0])}/cancel`, { reason }));
  } else if (command === "staff") await staff(args);
  else usage();
}

main().catch((err) => {
  console.error(`✖ ${(err as Error).message} (is the server running at ${base}?)`);
  process.exit(1);
});
