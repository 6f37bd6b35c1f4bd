import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse-parser";

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe("server-sent events parser", () => {
  it("reads named events with JSON data, as the order stream sends them", () => {
    const events = parse(['event: status\ndata: {"statusCode":0}\nretry: 3000\n\n', 'event: status\ndata: {"statusCode":1}\n\n']);
    expect(events).toEqual([
      { event: "status", data: '{"statusCode":0}', id: null },
      { event: "status", data: '{"statusCode":1}', id: null },
    ]);
  });

  it("joins events split across chunks, anywhere, also between \\r and \\n", () => {
    const text = 'event: status\r\ndata: {"a":1}\r\n\r\n';
    const chunks = [...text];
    expect(parse(chunks)).toEqual([{ event: "status", data: '{"a":1}', id: null }]);
  });

  it("ignores comments (keep-alives), joins several data lines, and defaults the name to message", () => {
    expect(parse([": keep-alive\n\n", "data: one\ndata: two\nid: 7\n\n"])).toEqual([{ event: "message", data: "one\ntwo", id: "7" }]);
  });

  it("does not dispatch an event that has not ended yet", () => {
    expect(parse(["event: status\ndata: {}\n"])).toEqual([]);
  });
});
