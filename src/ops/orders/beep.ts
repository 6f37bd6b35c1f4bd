// A short beep for a new order, made with WebAudio (no sound file). Browsers allow sound only after
// the user has interacted with the page, so the audio context is created on the first gesture.
let context: AudioContext | null = null;

export function armBeep(): () => void {
  const arm = () => {
    if (context) return;
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    try {
      context = new Ctor();
      void context.resume();
    } catch {
      context = null;
    }
  };
  const events = ["pointerdown", "keydown", "touchstart"] as const;
  for (const e of events) window.addEventListener(e, arm, { passive: true });
  return () => {
    for (const e of events) window.removeEventListener(e, arm);
  };
}

/** Two short tones; silent until the first gesture. */
export function beep(): void {
  if (context?.state !== "running") return;
  const now = context.currentTime;
  for (const [at, freq] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "sine";
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.3, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.15);
    osc.connect(gain).connect(context.destination);
    osc.start(now + at);
    osc.stop(now + at + 0.16);
  }
  window.dispatchEvent(new CustomEvent("ops-beep"));
}
