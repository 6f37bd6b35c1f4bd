// The client's address, for limits per address. It comes from the socket; `X-Forwarded-For` is
// read only when TRUST_PROXY says how many proxies in front of us append to it, and then the
// address that many hops from the right is taken (what the nearest untrusted hop connected from),
// so a client cannot choose its address by sending the header itself.
// In-process requests (tests' app.request) have no socket: their address is null, and limits per
// address do not apply to them (global limits still do).
import { isIP } from "node:net";
import type { Context } from "hono";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

function socketAddress(c: Context): string | null {
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

/** The IPv6 address's first 64 bits (one customer's network), an IPv4 (mapped or not) as it is. */
export function addressKey(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return null;
  const [head, tail = ""] = address.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The address limits are kept for, or null when the request came without a socket. */
export function clientAddress(c: Context, trustProxy: number): string | null {
  const socket = socketAddress(c);
  if (trustProxy > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket ?? ""];
    const hop = chain[Math.max(0, chain.length - 1 - trustProxy)];
    const key = hop ? addressKey(hop) : null;
    if (key) return key;
  }
  return socket ? (addressKey(socket) ?? socket) : null;
}
