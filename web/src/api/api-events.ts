/**
 * Process-wide signals the fetcher raises and the shell listens to: requests in flight (loading indicator),
 * a newer server version (version prompt) and a lost session (back to login). A tiny observable store keeps
 * the fetcher free of React.
 */
type Listener = () => void;

const createSignal = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): T => value,
    set: (next: T): void => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type Signal<T> = ReturnType<typeof createSignal<T>>;

export const requestsInFlight = createSignal(0);
export const serverVersion = createSignal<string | null>(null);
export const authErrorCount = createSignal(0);

export const requestStarted = (): void => requestsInFlight.set(requestsInFlight.get() + 1);
export const requestEnded = (): void => requestsInFlight.set(Math.max(0, requestsInFlight.get() - 1));
export const flagAuthError = (): void => authErrorCount.set(authErrorCount.get() + 1);
