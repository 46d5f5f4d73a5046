import type { components } from '../contract/types.ts';

export type LiveEvent = components['schemas']['LiveEvent'];

/** An event as the bus keeps it: the frame's event, and what decides who may receive it (live/audience.ts). */
export interface BusEvent {
  event: LiveEvent;
  /** The organisations whose records it is about; empty for the provider's own records (staff only). */
  orgIds: number[];
  /** The alias it is about or under (an alias, a desktop, a service), for alias-prefix users. */
  aliasName: string | null;
}

export type Replay = { kind: 'events'; events: BusEvent[] } | { kind: 'reset' };

/**
 * The mock's event bus (docs/decisions/0047-live-events-stream.md): ids monotonic for the life of the mock
 * (a data reset keeps counting), the last `window` events kept for replay, listeners told of each new one.
 */
export class EventBus {
  #nextId = 1;
  readonly #kept: BusEvent[] = [];
  readonly #listeners = new Set<(event: BusEvent) => void>();

  readonly window: number;

  constructor(window = 500) {
    this.window = window;
  }

  publish(event: Omit<LiveEvent, 'id'>, scope: Omit<BusEvent, 'event'>): BusEvent {
    const stored = { event: { ...event, id: String(this.#nextId++) }, ...scope };
    this.#kept.push(stored);
    if (this.#kept.length > this.window) this.#kept.splice(0, this.#kept.length - this.window);
    for (const listener of this.#listeners) listener(stored);
    return stored;
  }

  /** The events after `lastEventId`, or a reset when it is older than the window or unknown. */
  since(lastEventId: string | undefined): Replay {
    if (lastEventId === undefined) return { kind: 'events', events: [] };
    const last = /^\d+$/.test(lastEventId) ? Number(lastEventId) : NaN;
    const latest = this.#nextId - 1;
    const oldest = this.#kept.length > 0 ? Number(this.#kept[0]?.event.id) : this.#nextId;
    // Known: the latest id itself, or one whose successor is still kept (oldest - 1 is the last one not kept).
    if (!(last <= latest && last >= oldest - 1)) return { kind: 'reset' };
    return { kind: 'events', events: this.#kept.filter((e) => Number(e.event.id) > last) };
  }

  /** Adds a listener; the answer removes it (a closed stream must, or the bus keeps it forever). */
  subscribe(listener: (event: BusEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
