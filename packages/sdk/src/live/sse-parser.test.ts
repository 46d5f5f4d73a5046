import { describe, expect, it } from 'vitest';

import { createSseParser, type SseFrame } from './sse-parser.ts';

function parse(chunks: string[], lastEventId?: string) {
  const frames: SseFrame[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (f) => frames.push(f),
    (ms) => retries.push(ms),
    lastEventId,
  );
  for (const chunk of chunks) parser.push(chunk);
  return { frames, retries };
}

describe('the event-stream parser', () => {
  it('joins multi-line data with LF, reads event and id, skips comments', () => {
    const { frames } = parse([': ping\n', 'id: 7\nevent: change\ndata: a\ndata:b\n', ': ping\n\n']);
    expect(frames).toEqual([{ event: 'change', data: 'a\nb', lastEventId: '7' }]);
  });

  it('takes CRLF, CR and LF line ends, also when a CRLF or a frame is split across chunks', () => {
    const { frames } = parse(['data: one\r', '\n\r', '\ndata: tw', 'o\r\rdata: three\n', '\n']);
    expect(frames.map((f) => f.data)).toEqual(['one', 'two', 'three']);
  });

  it('keeps the last id for frames without one, and dispatches nothing without data', () => {
    const { frames } = parse(['id: 3\n\n', 'event: reset\ndata: {}\n\n'], '1');
    expect(frames).toEqual([{ event: 'reset', data: '{}', lastEventId: '3' }]);
    expect(parse(['data: x\n\n'], '9').frames[0]?.lastEventId).toBe('9');
  });

  it('defaults the event type to message and reads only a numeric retry', () => {
    const { frames, retries } = parse(['retry: 2500\nretry: soon\ndata\n\n']);
    expect(retries).toEqual([2500]);
    expect(frames).toEqual([{ event: 'message', data: '', lastEventId: '' }]);
  });
});
