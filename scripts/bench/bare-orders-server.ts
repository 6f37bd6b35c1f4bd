// The orders reference: a bare node:http server that stores each POSTed body with one
// `INSERT … RETURNING` on PostgreSQL and answers its id. It does none of the real work (no sign-in,
// no checks, no pricing, no idempotency): the database round trip and HTTP alone, the ceiling an
// order endpoint on this machine and database can approach. Run as a child process of the bench.
import http from "node:http";
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const pool = new pg.Pool({ connectionString: url, max: 20 });
await pool.query(
  "create table if not exists bench_bare_orders (id serial primary key, body jsonb not null, created_at timestamptz not null default now())",
);

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    try {
      const { rows } = await pool.query("insert into bench_bare_orders (body) values ($1) returning id", [
        Buffer.concat(chunks).toString("utf8") || "{}",
      ]);
      const out = JSON.stringify({ orderId: rows[0].id });
      res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(out) });
      res.end(out);
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
process.on("SIGTERM", () => server.close(() => void pool.end().then(() => process.exit(0))));
