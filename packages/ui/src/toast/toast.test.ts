import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The wrapper's job is the mapping onto sonner, so sonner is replaced by a recorder.
const calls = vi.hoisted(
  () => [] as Array<{ kind: string; message: unknown; options: Record<string, unknown> }>,
);
const dismissed = vi.hoisted(() => [] as unknown[]);
vi.mock('sonner', () => {
  let next = 0;
  const record =
    (kind: string) =>
    (message: unknown, options: Record<string, unknown> = {}) => {
      calls.push({ kind, message, options });
      return options.id ?? `t${++next}`;
    };
  return {
    toast: {
      message: record('message'),
      success: record('success'),
      error: record('error'),
      loading: record('loading'),
      custom: record('custom'),
      dismiss: (id?: unknown) => dismissed.push(id),
    },
  };
});

const { TOAST_DURATIONS, TOAST_LIMIT, TOAST_REMOVE_DELAY } = await import('./constants.ts');
const { keptToastIds, toast } = await import('./toast.ts');
// sonner is loaded on the first toast; with it loaded and no toaster mounted, calls reach it at once.
await (await import('./sonner-loader.ts')).loadSonner();

const last = () => calls[calls.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  toast.dismiss();
  vi.runAllTimers();
  calls.length = 0;
  dismissed.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('toast constants (docs/product-rules.md#toasts)', () => {
  it('has the durations, limit and removal delay of the product rules', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Infinity,
    });
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_REMOVE_DELAY).toBe(1000);
  });
});

describe('toast → sonner mapping', () => {
  it.each([
    ['blank', () => toast('Saved draft'), 'message', 4000],
    ['success', () => toast.success('Saved'), 'success', 2000],
    ['error', () => toast.error('Failed'), 'error', 4000],
    ['loading', () => toast.loading('Saving…'), 'loading', Infinity],
    ['custom', () => toast.custom(() => null as never), 'custom', 4000],
  ])('a %s toast calls sonner.%s with its duration', (_type, show, kind, duration) => {
    const id = show();
    expect(last().kind).toBe(kind);
    expect(last().options.duration).toBe(duration);
    expect(keptToastIds()[0]).toBe(id);
  });

  it('lets a call override the duration', () => {
    toast.error('Stays', { duration: Infinity });
    expect(last().options.duration).toBe(Infinity);
  });

  it('turns a promise toast into a success with the success duration, under the same id', async () => {
    const id = toast.promise(Promise.resolve(3), {
      loading: 'Saving…',
      success: (n) => `Saved ${n}`,
      error: 'Failed',
    });
    expect(last()).toMatchObject({ kind: 'loading', message: 'Saving…', options: { duration: Infinity } });
    await vi.waitFor(() => expect(last().kind).toBe('success'));
    expect(last()).toMatchObject({ message: 'Saved 3', options: { id, duration: 2000 } });
  });

  it('turns a rejected promise into an error toast with the error duration', async () => {
    const id = toast.promise(Promise.reject(new Error('boom')), {
      loading: 'Saving…',
      success: 'Saved',
      error: (e) => `Failed: ${(e as Error).message}`,
    });
    await vi.waitFor(() => expect(last().kind).toBe('error'));
    expect(last()).toMatchObject({ message: 'Failed: boom', options: { id, duration: 4000 } });
  });

  it('keeps at most TOAST_LIMIT toasts: the 21st dismisses the oldest', () => {
    const ids = Array.from({ length: TOAST_LIMIT + 1 }, (_, i) => toast(`n${i}`));
    expect(keptToastIds()).toHaveLength(TOAST_LIMIT);
    expect(keptToastIds()).not.toContain(ids[0]);
    expect(dismissed).toEqual([ids[0]]);
  });

  it('remembers a closed toast for TOAST_REMOVE_DELAY ms, then forgets it', () => {
    const id = toast.success('Saved');
    (last().options.onAutoClose as (t: { id: unknown }) => void)({ id });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(keptToastIds()).toContain(id);
    vi.advanceTimersByTime(1);
    expect(keptToastIds()).not.toContain(id);
  });

  it('does not dismiss an already closing toast again when it is pushed out', () => {
    const first = toast('first');
    toast.dismiss(first);
    dismissed.length = 0;
    for (let i = 0; i < TOAST_LIMIT; i++) toast(`n${i}`);
    expect(keptToastIds()).not.toContain(first);
    expect(dismissed).toEqual([]);
  });

  it('an update by id reopens a closing toast instead of adding one', () => {
    const id = toast.loading('Working');
    toast.dismiss(id);
    toast.success('Done', { id });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(keptToastIds().filter((k) => k === id)).toHaveLength(1);
  });
});
