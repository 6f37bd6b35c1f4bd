// `npm run operator -- list | advance <orderId> | cancel <orderId>`: the operator API from a
// terminal. Reads BASE_URL (default http://localhost:3000) and OPERATOR_TOKEN. What the server
// sends is printed through printable(): a customer's name cannot drive the terminal.
import { printable } from "./printable";

const base = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const token = process.env.OPERATOR_TOKEN ?? "";
const [command, id] = process.argv.slice(2);

async function call(method: string, path: string) {
  const res = await fetch(`${base}/api/operator${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    console.error(`✖ ${res.status}: ${printable(body.error ?? res.statusText)}`);
    process.exit(1);
  }
  return body;
}

const names: Record<number, string> = {
  0: "received",
  1: "confirmed",
  2: "cooking",
  3: "ready",
  4: "on the way",
  201: "completed",
  255: "cancelled",
};

async function main() {
  if (command === "list") {
    const orders = (await call("GET", "/orders")) as unknown as {
      orderId: number;
      statusCode: number;
      restaurantId: string;
      createdAt: string;
      name: string;
      total: number;
    }[];
    if (orders.length === 0) console.log("No active orders.");
    for (const o of orders) {
      const cells = [`#${o.orderId}`, names[o.statusCode] ?? o.statusCode, o.restaurantId, o.createdAt, o.name, o.total];
      console.log(cells.map(printable).join("\t"));
    }
  } else if ((command === "advance" || command === "cancel") && id) {
    const result = (await call("POST", `/orders/${id}/${command}`)) as { orderId: number; statusCode: number };
    console.log(`#${printable(result.orderId)} → ${printable(names[result.statusCode] ?? result.statusCode)}`);
  } else {
    console.error("Usage: npm run operator -- list | advance <orderId> | cancel <orderId>");
    process.exit(2);
  }
}

main().catch((err) => {
  console.error(`✖ ${(err as Error).message} (is the server running at ${base}?)`);
  process.exit(1);
});
