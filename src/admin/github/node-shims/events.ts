/**
 * `node:events` in the browser editor's content check. memfs's file watchers and file handles are event emitters,
 * which the check never creates; a small emitter is enough for them to be defined.
 */
type Listener = (...args: unknown[]) => void;

export class EventEmitter {
  #listeners = new Map<string | symbol, Listener[]>();

  on(event: string | symbol, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  addListener(event: string | symbol, listener: Listener): this {
    return this.on(event, listener);
  }

  once(event: string | symbol, listener: Listener): this {
    const once: Listener = (...args) => {
      this.off(event, once);
      listener(...args);
    };
    return this.on(event, once);
  }

  off(event: string | symbol, listener: Listener): this {
    this.#listeners.set(event, (this.#listeners.get(event) ?? []).filter((candidate) => candidate !== listener));
    return this;
  }

  removeListener(event: string | symbol, listener: Listener): this {
    return this.off(event, listener);
  }

  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  emit(event: string | symbol, ...args: unknown[]): boolean {
    const listeners = this.#listeners.get(event) ?? [];
    for (const listener of listeners) listener(...args);
    return listeners.length > 0;
  }

  listenerCount(event: string | symbol): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  setMaxListeners(): this {
    return this;
  }
}

export default EventEmitter;
