/**
 * The confirm and OK-only dialogs as promises: `if (await confirmDialog({...}))`. One dialog at a
 * time is enough for this product; a second request replaces (and cancels) the first.
 *
 * A confirmation names the thing and the act in its title ("Delete quick link 'Zeta'?") and on its button
 * ("Delete"), so nobody has to read the message to know what they agree to: both are required.
 */
export interface ConfirmOptions {
  /** A question naming the act and the thing: "Delete quick link 'Zeta'?". */
  readonly title: string;
  /** What follows from it, when that is not obvious: "This cannot be undone." */
  readonly message?: string;
  /** The verb of the act: "Delete", "Deactivate". */
  readonly confirmLabel: string;
  readonly danger?: boolean;
}

export interface OkOptions {
  readonly title: string;
  readonly message: string;
}

export type DialogRequest =
  | (ConfirmOptions & { readonly kind: "confirm"; readonly resolve: (confirmed: boolean) => void })
  | (OkOptions & { readonly kind: "ok"; readonly resolve: (confirmed: boolean) => void });

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

export const confirmDialog = (options: ConfirmOptions): Promise<boolean> =>
  new Promise((resolve) => {
    current?.resolve(false);
    publish({ ...options, kind: "confirm", resolve });
  });

export const okDialog = (options: OkOptions): Promise<void> =>
  new Promise((resolve) => {
    current?.resolve(false);
    publish({ ...options, kind: "ok", resolve: () => resolve() });
  });
