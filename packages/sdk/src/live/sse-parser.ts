// A small Server-Sent Events parser (the WHATWG "event stream interpretation"): lines end in CRLF, LF or CR;
// a blank line dispatches; `:` starts a comment; `data:` lines join with LF; `id:`, `event:`, `retry:`.

export interface SseFrame {
  /** `message` when the frame named no `event:`. */
  event: string;
  data: string;
  /** The last event id after this frame (an `id:` of this frame or an earlier one). */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds decoded text; calls `onFrame` for every complete frame, `onRetry` for every valid `retry:`. */
  push(text: string): void;
}

export function createSseParser(
  onFrame: (frame: SseFrame) => void,
  onRetry: (ms: number) => void,
  lastEventId = '',
): SseParser {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  // A CR at the end of a chunk may be the first half of a CRLF split across chunks.
  let pendingCr = false;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n'), lastEventId });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(text) {
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      if (buffer === '' && text.endsWith('\r')) pendingCr = true;
      for (const l of lines) line(l);
    },
  };
}
