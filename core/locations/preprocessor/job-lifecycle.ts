import { defineMachine } from "../../shared/machine/machine.ts";

/** A location pre-processor job (its job statuses; rules in docs/domain-rules.md). */
export const JOB_STATES = ["PENDING", "IN PROGRESS", "COMPLETED", "ERROR", "DEACTIVATED"] as const;
export type PreprocessorJobState = (typeof JOB_STATES)[number];

export const JOB_EVENTS = ["start", "finish", "fail", "retry", "delete"] as const;
export type PreprocessorJobEvent = (typeof JOB_EVENTS)[number];

export const JOB_ROLES = ["system", "operator"] as const;
export type PreprocessorJobRole = (typeof JOB_ROLES)[number];

export const preprocessorJobMachine = defineMachine<
  PreprocessorJobState,
  PreprocessorJobEvent,
  PreprocessorJobRole,
  void
>({
  name: "preprocessorJob",
  states: JOB_STATES,
  events: JOB_EVENTS,
  roles: JOB_ROLES,
  rules: [
    { from: ["PENDING"], event: "start", to: "IN PROGRESS", by: ["system"] },
    { from: ["IN PROGRESS"], event: "finish", to: "COMPLETED", by: ["system"] },
    { from: ["PENDING", "IN PROGRESS"], event: "fail", to: "ERROR", by: ["system"] },
    { from: ["ERROR"], event: "retry", to: "PENDING", by: ["operator"] },
    // Deleting (the spec's PUT deletes) deactivates; a running job finishes or fails first so no half-written rows remain.
    { from: ["PENDING", "COMPLETED", "ERROR"], event: "delete", to: "DEACTIVATED", by: ["operator"] },
  ],
});
