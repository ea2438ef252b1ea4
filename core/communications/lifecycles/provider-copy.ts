import { Result } from "effect";
import { defineMachine, TransitionRefused } from "../../shared/machine/machine.ts";

/**
 * One provider's copy of a communication, or a record the provider created itself.
 * OPEN: received, nothing answered yet; NOTCOMPLETED: work started; both show In Progress. COMPLETED: marked
 * complete. Per-site acknowledgements and answers are facts in the context; they keep the copy in progress.
 */
export const PROVIDER_COPY_STATES = ["OPEN", "NOTCOMPLETED", "COMPLETED"] as const;
export type ProviderCopyState = (typeof PROVIDER_COPY_STATES)[number];

export const PROVIDER_COPY_EVENTS = ["view", "edit", "acknowledge", "respond", "complete", "reopen"] as const;
export type ProviderCopyEvent = (typeof PROVIDER_COPY_EVENTS)[number];

/** Delegates answer delegated actions through the public form; everything else is the provider's own users. */
export const PROVIDER_COPY_ROLES = ["provider", "delegate"] as const;
export type ProviderCopyRole = (typeof PROVIDER_COPY_ROLES)[number];

export interface ProviderCopyContext {
  readonly isProviderCreated: boolean;
  /** The supplier closed the event: the copy is a record now, not a task. Provider-created records never close. */
  readonly eventClosed: boolean;
  /** Affected sites of this copy visible to the actor, and how many of them have acknowledged. */
  readonly sitesTotal: number;
  readonly sitesAcknowledged: number;
  /** Required answers across those sites, and how many are given. */
  readonly answersRequired: number;
  readonly answersGiven: number;
}

const open = (c: ProviderCopyContext) => (c.eventClosed ? "eventClosed" : undefined);

const completeGuard = (c: ProviderCopyContext): string | undefined =>
  open(c) ??
  (c.sitesAcknowledged < c.sitesTotal
    ? "sitesNotAcknowledged"
    : c.answersGiven < c.answersRequired
      ? "answersMissing"
      : undefined);

const IN_PROGRESS = ["OPEN", "NOTCOMPLETED"] as const satisfies readonly ProviderCopyState[];

export const providerCopyMachine = defineMachine<
  ProviderCopyState,
  ProviderCopyEvent,
  ProviderCopyRole,
  ProviderCopyContext
>({
  name: "providerCopy",
  states: PROVIDER_COPY_STATES,
  events: PROVIDER_COPY_EVENTS,
  roles: PROVIDER_COPY_ROLES,
  rules: [
    { from: PROVIDER_COPY_STATES, event: "view", to: "stay", by: ["provider"] },
    // Only records the provider created are its to edit, and only until it completes them.
    {
      from: IN_PROGRESS,
      event: "edit",
      to: "stay",
      by: ["provider"],
      guard: (c) => (c.isProviderCreated ? undefined : "notProviderCreated"),
    },
    { from: IN_PROGRESS, event: "acknowledge", to: "NOTCOMPLETED", by: ["provider"], guard: open },
    { from: IN_PROGRESS, event: "respond", to: "NOTCOMPLETED", by: ["provider", "delegate"], guard: open },
    { from: IN_PROGRESS, event: "complete", to: "COMPLETED", by: ["provider"], guard: completeGuard },
    // Re-open lets a coordinator correct an answer or re-send an eR response; not once the supplier closed it.
    { from: ["COMPLETED"], event: "reopen", to: "NOTCOMPLETED", by: ["provider"], guard: open },
  ],
});

export interface ProviderCopy {
  readonly id: string;
  readonly providerOrganizationId: string;
  readonly state: ProviderCopyState;
}

/**
 * Applies one provider's event to a set of copies (one communication fans out to many providers). Only the
 * named copy can change, and only when it belongs to the acting organisation; everything else is returned as is.
 */
export const applyToCopy = (
  copies: readonly ProviderCopy[],
  copyId: string,
  actorOrganizationId: string,
  event: ProviderCopyEvent,
  role: ProviderCopyRole,
  context: ProviderCopyContext,
): Result.Result<readonly ProviderCopy[], TransitionRefused> => {
  const target = copies.find((copy) => copy.id === copyId);
  if (target === undefined || target.providerOrganizationId !== actorOrganizationId) {
    return Result.fail(
      new TransitionRefused({
        machine: "providerCopy",
        state: target?.state ?? "",
        event,
        reason: "notOwnCopy",
      }),
    );
  }
  return Result.map(providerCopyMachine.transition(target.state, event, role, context), (state) =>
    copies.map((copy) => (copy.id === copyId ? { ...copy, state } : copy)),
  );
};
