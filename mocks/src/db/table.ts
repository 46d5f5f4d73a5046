/** One in-memory table: rows by integer id, insertion order kept, ids never reused. */
export class Table<T extends { id: number }> {
  readonly #rows = new Map<number, T>();
  #nextId = 1;

  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id ?? this.#nextId;
    const stored = { ...row, id } as T;
    this.#rows.set(id, stored);
    this.#nextId = Math.max(this.#nextId, id + 1);
    return stored;
  }

  get(id: number): T | undefined {
    return this.#rows.get(id);
  }

  /** Merges `changes` into the row and returns it, or undefined when there is no such row. */
  update(id: number, changes: Partial<Omit<T, 'id'>>): T | undefined {
    const row = this.#rows.get(id);
    if (!row) return undefined;
    Object.assign(row, changes);
    return row;
  }

  delete(id: number): boolean {
    return this.#rows.delete(id);
  }

  all(): T[] {
    return [...this.#rows.values()];
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.#rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  get size(): number {
    return this.#rows.size;
  }
}
