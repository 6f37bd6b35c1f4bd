// The page's entry, kept tiny. On a page the server prerendered (the menu), the app starts after
// that markup has painted, so on a slow connection its scripts do not hold up the first screen;
// elsewhere it starts at once (the server preloads its chunks with the page). See app-start.tsx.
const start = () => void import("./app-start");

if (document.getElementById("root")?.hasAttribute("data-prerendered")) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
