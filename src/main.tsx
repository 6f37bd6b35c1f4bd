// The page's entry, kept tiny. On a page the server prerendered (the menu), the app starts after
// that markup has painted, so on a slow connection its scripts do not hold up the first screen;
// elsewhere it starts at once (the server preloads its chunks with the page). See app-start.tsx.
// React (its own chunk, "framework") is evaluated first, in a task of its own; the app's start
// chunk then in the next one: on a slow phone, one task for both would block the page for long.
// First of all, the page's errors are kept from here on, for the error reporter that loads later.
import { keepEarlyErrors } from "./lib/errors/early-errors";

keepEarlyErrors();

const start = () => void import("react-dom/client").then(() => import("./app-start"));

if (document.getElementById("root")?.hasAttribute("data-prerendered")) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
