import type { QuickLinkRepository } from "./ports.ts";

/** The links every signed-in user sees in the shell: active quick links as {path (icon), url, name}. */
export interface AccountLink {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly path: string | null;
}

export const listAccountLinks = async (deps: {
  quickLinks: QuickLinkRepository;
}): Promise<readonly AccountLink[]> =>
  (await deps.quickLinks.listActive()).map(({ id, name, url, path }) => ({ id, name, url, path }));
