// `npx tsx scripts/telegram-dev.ts`: the storefront as a Telegram mini-app, without Telegram.
// Serves a small fake Telegram client at http://localhost:5180/__telegram (a phone-sized frame
// with the header, BackButton, MainButton, theme switch and an event log) and proxies everything
// else to the running app (`npm run serve` on :3000, or `npm run dev` on :5173), so the app runs
// same-origin in an iframe exactly as in Telegram Web: the SDK talks to the parent window with
// postMessage. The init data is really signed with TELEGRAM_BOT_TOKEN (default: the fake dev
// token of docs/telegram.md), so the server must run with the same token. No mock is in the app.
//   --app <url>  --port <n>  --user <id>  --name "<first last>"  --lang <ru|en|uz>
//   --theme <light|dark>  --start <folder-12>  --path </en>  --query "<tgId=…&language=3>"
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";
import { DEV_BOT_TOKEN, launchHash, signInitData, THEMES } from "../e2e/support/telegram";

const { values: opt } = parseArgs({
  options: {
    app: { type: "string", default: process.env.APP_URL ?? "http://localhost:3000" },
    port: { type: "string", default: "5180" },
    user: { type: "string", default: "7001" },
    name: { type: "string", default: "Dilnoza Karimova" },
    lang: { type: "string", default: "ru" },
    theme: { type: "string", default: "light" },
    start: { type: "string" },
    path: { type: "string", default: "/" },
    query: { type: "string", default: "" },
  },
});
const token = process.env.TELEGRAM_BOT_TOKEN || DEV_BOT_TOKEN;
const app = new URL(opt.app);
const [first, ...last] = opt.name.split(" ");
const user = { id: Number(opt.user), first_name: first, last_name: last.join(" ") || undefined, language_code: opt.lang };
const initData = signInitData(user, { token, startParam: opt.start });
const theme = opt.theme === "dark" ? "dark" : "light";
const query = new URLSearchParams(opt.query);
if (opt.start) query.set("tgWebAppStartParam", opt.start);
// Telegram Web A: the platform whose viewport the SDK reads from the window itself.
const src = `${opt.path}${query.size ? `?${query}` : ""}${launchHash(initData, { theme, platform: "weba" })}`;

const harness = `<!doctype html><html><head><meta charset="utf-8"><title>Telegram (mock) · Lazzat Pizza</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>
body{margin:0;font:14px system-ui,sans-serif;display:flex;gap:24px;padding:24px;background:#8e9aa6;align-items:flex-start}
.phone{width:390px;height:800px;display:flex;flex-direction:column;border-radius:28px;overflow:hidden;box-shadow:0 10px 40px #0005;background:var(--bg)}
.top{display:flex;align-items:center;gap:8px;height:48px;padding:0 12px;background:var(--bg);color:var(--text);font-weight:600}
.top button{border:0;background:none;color:var(--link);font:inherit;cursor:pointer} .top .title{flex:1;text-align:center}
iframe{flex:1;border:0;width:100%;background:var(--bg)}
#main{margin:8px 12px 16px;height:48px;border:0;border-radius:12px;font:600 16px system-ui;cursor:pointer}
#main[hidden],#loading[hidden]{display:none} #main:disabled{opacity:.5} #loading{position:absolute;inset:0;display:grid;place-items:center;background:var(--bg);color:var(--text)}
.side{width:380px;background:#fff;border-radius:12px;padding:12px} pre{height:600px;overflow:auto;font-size:12px;white-space:pre-wrap}
</style></head><body>
<div class="phone" style="position:relative"><div class="top"><button id="back" hidden>‹ Back</button><span class="title">Lazzat Pizza</span><button id="close">Close</button></div>
<iframe id="app" src="${src.replace(/"/g, "&quot;")}"></iframe><button id="main" hidden></button><div id="loading">Loading…</div></div>
<div class="side"><label><input type="checkbox" id="dark" ${theme === "dark" ? "checked" : ""}> Dark theme</label> · user ${user.id}
<pre id="log"></pre></div>
<script>
const THEMES = ${JSON.stringify(THEMES)};
const $ = (id) => document.getElementById(id), frame = $("app");
let theme = $("dark").checked ? "dark" : "light", confirmClose = false;
const log = (line) => { $("log").textContent = new Date().toLocaleTimeString() + "  " + line + "\\n" + $("log").textContent; };
const paint = () => { const t = THEMES[theme]; const s = document.body.style;
  s.setProperty("--bg", t.bg_color); s.setProperty("--text", t.text_color); s.setProperty("--link", t.link_color); };
const send = (eventType, eventData) => frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), "*");
const insets = { top: 0, bottom: 0, left: 0, right: 0 };
// The app posts to its parent with Telegram's origin as the target; same-origin, we take it here.
window.postMessage = (data) => {
  let m; try { m = JSON.parse(data); } catch { return; }
  const d = m.eventData || {};
  log(m.eventType + (m.eventData ? " " + JSON.stringify(m.eventData) : ""));
  switch (m.eventType) {
    case "web_app_ready": $("loading").hidden = true; break;
    case "web_app_request_theme": send("theme_changed", { theme_params: THEMES[theme] }); break;
    case "web_app_request_viewport": send("viewport_changed", { height: frame.clientHeight, width: frame.clientWidth, is_expanded: true, is_state_stable: true }); break;
    case "web_app_request_safe_area": send("safe_area_changed", insets); break;
    case "web_app_request_content_safe_area": send("content_safe_area_changed", insets); break;
    case "web_app_setup_back_button": $("back").hidden = !d.is_visible; break;
    case "web_app_setup_closing_behavior": confirmClose = d.need_confirmation; break;
    case "web_app_trigger_haptic_feedback": frame.animate([{ transform: "translateX(-2px)" }, { transform: "translateX(2px)" }, { transform: "none" }], 120); break;
    case "web_app_setup_main_button": { const b = $("main"); b.hidden = !d.is_visible; b.disabled = !d.is_active;
      b.textContent = d.is_progress_visible ? "…" : d.text; b.style.background = d.color || THEMES[theme].button_color; b.style.color = d.text_color || "#fff"; }
  }
};
$("main").onclick = () => send("main_button_pressed");
$("back").onclick = () => send("back_button_pressed");
$("close").onclick = () => { if (!confirmClose || confirm("Changes that you made may not be saved. Close anyway?")) frame.src = "about:blank"; };
$("dark").onchange = (e) => { theme = e.target.checked ? "dark" : "light"; paint(); send("theme_changed", { theme_params: THEMES[theme] }); };
paint();
</script></body></html>`;

function proxy(req: http.IncomingMessage, res: http.ServerResponse) {
  const upstream = http.request(
    { host: app.hostname, port: app.port || 80, path: req.url, method: req.method, headers: { ...req.headers, host: app.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (err) => {
    res.writeHead(502, { "Content-Type": "text/plain" }).end(`The app at ${app.origin} did not answer (${err.message}). Is it running?`);
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  if (req.url === "/__telegram")
    return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(harness);
  proxy(req, res);
});
// Vite's hot reload over WebSocket: passed through as raw bytes.
server.on("upgrade", (req, socket, head) => {
  const upstream = net.connect(Number(app.port || 80), app.hostname, () => {
    const headers = Object.entries({ ...req.headers, host: app.host })
      .map(([k, v]) => `${k}: ${v}`)
      .join("\r\n");
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on("error", () => socket.destroy());
});

server.listen(Number(opt.port), async () => {
  const here = `http://localhost:${opt.port}`;
  console.log(`Telegram mini-app (mocked client) for user ${user.id}: ${here}/__telegram`);
  console.log(
    `  proxying ${app.origin}; init data signed with ${token === DEV_BOT_TOKEN ? "the development token" : "TELEGRAM_BOT_TOKEN"}`,
  );
  // The same check the app makes first: does the server accept this init data?
  try {
    const check = await fetch(`${app.origin}/api/auth/telegram`, { method: "POST", headers: { Authorization: `tma ${initData}` } });
    if (check.status === 503) console.warn(`  ✖ the server has no TELEGRAM_BOT_TOKEN: start it with TELEGRAM_BOT_TOKEN='${token}'`);
    else if (check.status === 401) console.warn("  ✖ the server refuses the init data: it runs with another TELEGRAM_BOT_TOKEN");
    else console.log("  ✓ the server accepts the init data");
  } catch {
    console.warn(`  ✖ nothing answers at ${app.origin} yet`);
  }
});
