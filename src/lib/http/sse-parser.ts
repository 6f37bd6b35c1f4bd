// Server-sent events, parsed by the rules of the HTML standard: lines end in \n, \r\n or \r;
// "field: value"; a blank line dispatches; lines starting with ":" are comments (keep-alives).

export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

/** Feed text chunks as they arrive; complete events go to onEvent. */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | null = null;

  function line(text: string) {
    if (text === "") {
      if (data.length) onEvent({ event: event || "message", data: data.join("\n"), id });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  }

  return {
    feed(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone \r at the end may be the first half of \r\n: wait for more.
        if (!match || (match[0] === "\r" && match.index === buffer.length - 1)) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}
