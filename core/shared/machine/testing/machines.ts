import fc from "fast-check";
import type { CommunicationContext } from "../../../communications/lifecycles/communication.ts";
import { communicationMachine } from "../../../communications/lifecycles/communication.ts";
import { deliveryMachine } from "../../../communications/lifecycles/delivery.ts";
import { locationVerificationMachine } from "../../../locations/verification/location-verification.ts";
import type { Machine } from "../machine.ts";
import { preprocessorJobMachine } from "../../../locations/preprocessor/job-lifecycle.ts";
import {
  type ProviderCopyContext,
  providerCopyMachine,
} from "../../../communications/lifecycles/provider-copy.ts";
import { responderResponseMachine } from "../../../responses/responder-response.ts";
import { EXPECTED, type ExpectedLifecycle } from "./expected-lifecycles.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently typed machines
export type AnyMachine = Machine<any, any, any, any>;

/** Contexts in which every guard passes, so the expected tables alone decide. */
export const PASSING_COMMUNICATION: CommunicationContext = {
  communicationType: "PRODUCT DISRUPTION",
  recipientCount: 1,
  newRecipientCount: 1,
  sendType: "NEW",
};

export const PASSING_COPY: ProviderCopyContext = {
  isProviderCreated: true,
  eventClosed: false,
  sitesTotal: 2,
  sitesAcknowledged: 2,
  answersRequired: 1,
  answersGiven: 1,
};

const count = fc.integer({ min: 0, max: 3 });

export const copyContextArb: fc.Arbitrary<ProviderCopyContext> = fc.record({
  isProviderCreated: fc.boolean(),
  eventClosed: fc.boolean(),
  sitesTotal: count,
  sitesAcknowledged: count,
  answersRequired: count,
  answersGiven: count,
});

export interface MachineUnderTest {
  readonly name: keyof typeof EXPECTED;
  readonly machine: AnyMachine;
  readonly expected: ExpectedLifecycle;
  readonly start: string;
  readonly passing: unknown;
  /** Any context, including ones that fail guards. */
  readonly context: fc.Arbitrary<unknown>;
}

export const MACHINES: readonly MachineUnderTest[] = [
  {
    name: "communication",
    machine: communicationMachine,
    expected: EXPECTED.communication,
    start: "DRAFT",
    passing: PASSING_COMMUNICATION,
    context: fc.record({
      communicationType: fc.constantFrom("RECALL", "PRODUCT DISRUPTION"),
      recipientCount: count,
      newRecipientCount: count,
      sendType: fc.constantFrom("ALL", "NEW"),
    }),
  },
  {
    name: "providerCopy",
    machine: providerCopyMachine,
    expected: EXPECTED.providerCopy,
    start: "OPEN",
    passing: PASSING_COPY,
    context: copyContextArb,
  },
  {
    name: "delivery",
    machine: deliveryMachine,
    expected: EXPECTED.delivery,
    start: "PENDING",
    passing: undefined,
    context: fc.constant(undefined),
  },
  {
    name: "locationVerification",
    machine: locationVerificationMachine,
    expected: EXPECTED.locationVerification,
    start: "UNVERIFIED",
    passing: { centralised: true },
    context: fc.record({ centralised: fc.constantFrom(true, false, null, undefined) }),
  },
  {
    name: "preprocessorJob",
    machine: preprocessorJobMachine,
    expected: EXPECTED.preprocessorJob,
    start: "PENDING",
    passing: undefined,
    context: fc.constant(undefined),
  },
  {
    name: "responderResponse",
    machine: responderResponseMachine,
    expected: EXPECTED.responderResponse,
    start: "DRAFT",
    passing: undefined,
    context: fc.constant(undefined),
  },
];
