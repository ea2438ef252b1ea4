import { Data, Result } from "effect";

/**
 * A lifecycle is a transition table: each rule says from which states an event leads where, who may send it, and
 * an optional guard on facts the state alone does not hold (recipient counts, the centralised setting...).
 * `transition` and `allowedActions` both read the same table, so the buttons the API offers are exactly the
 * events the server accepts.
 */
export interface Rule<S extends string, E extends string, R extends string, C> {
  readonly from: readonly S[];
  readonly event: E;
  /** The next state; "stay" keeps the current one (edits, re-sends, answers). */
  readonly to: S | "stay";
  readonly by: readonly R[];
  /** Returns a refusal reason, or undefined when the facts allow the event. */
  readonly guard?: (context: C) => string | undefined;
}

export type RefusalReason = "unknownEvent" | "notFromState" | "notForActor" | (string & {});

/** The tagged error every lifecycle returns; `reason` is either a table reason or the guard's own. */
export class TransitionRefused extends Data.TaggedError("TransitionRefused")<{
  readonly machine: string;
  readonly state: string;
  readonly event: string;
  readonly reason: RefusalReason;
}> {}

export interface MachineDefinition<S extends string, E extends string, R extends string, C> {
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly roles: readonly R[];
  readonly rules: ReadonlyArray<Rule<S, E, R, C>>;
}

export interface Machine<S extends string, E extends string, R extends string, C> extends MachineDefinition<
  S,
  E,
  R,
  C
> {
  readonly transition: (state: S, event: E, actor: R, context: C) => Result.Result<S, TransitionRefused>;
  readonly allowedActions: (state: S, actor: R, context: C) => readonly E[];
  /** States with no way out, for the terminal-state properties. */
  readonly terminal: readonly S[];
}

export const defineMachine = <S extends string, E extends string, R extends string, C>(
  definition: MachineDefinition<S, E, R, C>,
): Machine<S, E, R, C> => {
  /**
   * The table's answer as plain data: the next state, or the reason it refuses. `allowedActions` asks it for
   * every event of every row a list shows, so a refusal here builds no error (an error object records a stack
   * trace, which cost most of a review-queue page); `transition` turns a refusal into the tagged error.
   */
  const decide = (state: S, event: E, actor: R, context: C): { next: S } | { refused: RefusalReason } => {
    const forEvent = definition.rules.filter((rule) => rule.event === event);
    if (forEvent.length === 0) return { refused: "unknownEvent" };
    const fromState = forEvent.filter((rule) => rule.from.includes(state));
    if (fromState.length === 0) return { refused: "notFromState" };
    const rule = fromState.find((candidate) => candidate.by.includes(actor));
    if (rule === undefined) return { refused: "notForActor" };
    const refusal = rule.guard?.(context);
    if (refusal !== undefined) return { refused: refusal };
    return { next: rule.to === "stay" ? state : rule.to };
  };
  const transition = (state: S, event: E, actor: R, context: C): Result.Result<S, TransitionRefused> => {
    const decided = decide(state, event, actor, context);
    return "next" in decided
      ? Result.succeed(decided.next)
      : Result.fail(
          new TransitionRefused({ machine: definition.name, state, event, reason: decided.refused }),
        );
  };
  const allowedActions = (state: S, actor: R, context: C): readonly E[] =>
    definition.events.filter((event) => "next" in decide(state, event, actor, context));
  const terminal = definition.states.filter(
    (state) =>
      !definition.rules.some((rule) => rule.from.includes(state) && rule.to !== "stay" && rule.to !== state),
  );
  return { ...definition, transition, allowedActions, terminal };
};
