// Code that arrives when the test says so: a lazily loaded part's import held back, so a test can press its stand-in
// before the code is there, as a member does on a slow network or a busy machine.

export type Held<T> = {
  promise: Promise<T>;
  /** The code arrives. */
  release: (value: T) => void;
  /** The import fails (a network error). */
  fail: (error: unknown) => void;
};

export function held<T>(): Held<T> {
  let release!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

/**
 * For `vi.mock(path, factory)` (inside `vi.hoisted`): the factory awaits `gate.arrived()`, so the module's dynamic
 * import stays pending until `gate.open()`; `gate.reset()` holds the next import back again (with vi.resetModules).
 */
export function importGate() {
  let current = held<void>();
  return {
    arrived: () => current.promise,
    open: () => current.release(),
    reset: () => {
      current = held<void>();
    },
  };
}
