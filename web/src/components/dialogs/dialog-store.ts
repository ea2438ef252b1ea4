/**
 * The confirm and OK-only dialogs as promises: `if (await confirmDialog({...}))`. One dialog at a
 * time is enough for this product; a second request replaces (and cancels) the first.
 */
export interface DialogRequest {
  readonly kind: "confirm" | "ok";
  readonly title?: string;
  readonly message: string;
  readonly confirmLabel?: string;
  readonly danger?: boolean;
  readonly resolve: (confirmed: boolean) => void;
}

type Listener = (request: DialogRequest | null) => void;
let current: DialogRequest | null = null;
const listeners = new Set<Listener>();

const publish = (request: DialogRequest | null): void => {
  current = request;
  for (const listener of listeners) listener(request);
};

export const subscribeDialog = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentDialog = (): DialogRequest | null => current;

export const settleDialog = (confirmed: boolean): void => {
  const request = current;
  publish(null);
  request?.resolve(confirmed);
};

export const confirmDialog = (options: Omit<DialogRequest, "kind" | "resolve">): Promise<boolean> =>
  new Promise((resolve) => {
    current?.resolve(false);
    publish({ ...options, kind: "confirm", resolve });
  });

export const okDialog = (options: Omit<DialogRequest, "kind" | "resolve">): Promise<void> =>
  new Promise((resolve) => {
    current?.resolve(false);
    publish({ ...options, kind: "ok", resolve: () => resolve() });
  });
