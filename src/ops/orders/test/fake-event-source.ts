// A stand-in for the browser's EventSource in the board's tests (stub it with
// vi.stubGlobal("EventSource", FakeSource)): every one opened is kept in FakeSource.all, and the
// test emits its events ("open", "order", "error") by hand.
export class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data?: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
  close() {
    this.closed = true;
  }
}
