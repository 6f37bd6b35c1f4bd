// Telegram's default theme_params, light and dark, as the client sends them: the unit test of
// readable colours checks them, and the browser tests' mini-app opens with them
// (e2e/support/telegram.ts). Not imported by the app itself.

/** Telegram's theme_params (snake case, as the client sends them). */
export const THEMES = {
  light: {
    bg_color: "#ffffff",
    text_color: "#000000",
    hint_color: "#999999",
    link_color: "#2481cc",
    button_color: "#2481cc",
    button_text_color: "#ffffff",
    secondary_bg_color: "#efeff3",
    header_bg_color: "#ffffff",
    bottom_bar_bg_color: "#ffffff",
    accent_text_color: "#2481cc",
    section_bg_color: "#ffffff",
    section_header_text_color: "#6d6d72",
    subtitle_text_color: "#999999",
    destructive_text_color: "#ff3b30",
    section_separator_color: "#e7e7e7",
  },
  dark: {
    bg_color: "#17212b",
    text_color: "#f5f5f5",
    hint_color: "#708499",
    link_color: "#6ab3f3",
    button_color: "#5288c1",
    button_text_color: "#ffffff",
    secondary_bg_color: "#232e3c",
    header_bg_color: "#17212b",
    bottom_bar_bg_color: "#17212b",
    accent_text_color: "#6ab2f2",
    section_bg_color: "#17212b",
    section_header_text_color: "#6ab3f3",
    subtitle_text_color: "#708499",
    destructive_text_color: "#ec3942",
    section_separator_color: "#111921",
  },
} as const;
