import type { Permission } from "#core/access/permissions.ts";
import type {
  AccessRequestRecord,
  AccessRequestStore,
  AccessRequestTarget,
  Person,
} from "#core/communications/access-requests/ports.ts";
import type { OutgoingMail } from "#core/shared/ports.ts";

/** In-memory AccessRequestStore: targets and members are set by the test; requests and mails are recorded. */
export const createFakeAccessRequestStore = (seed: {
  targets: readonly AccessRequestTarget[];
  members: ReadonlyArray<Person & { organizationId: string; permissions: readonly Permission[] }>;
}): AccessRequestStore & { requests: AccessRequestRecord[]; outbox: OutgoingMail[] } => {
  const requests: AccessRequestRecord[] = [];
  const outbox: OutgoingMail[] = [];
  const strip = ({ userId, email, firstName, lastName }: Person): Person => ({
    userId,
    email,
    firstName,
    lastName,
  });
  return {
    requests,
    outbox,
    async findTarget(communicationId, providerCommunicationId) {
      return seed.targets.find(
        (t) => t.communicationId === communicationId && t.providerCommunicationId === providerCommunicationId,
      );
    },
    async findPerson(userId) {
      const member = seed.members.find((m) => m.userId === userId);
      return member && strip(member);
    },
    async listMembersHolding(organizationId, permission) {
      return seed.members
        .filter((m) => m.organizationId === organizationId && m.permissions.includes(permission))
        .map(strip);
    },
    async recordUnlessRecent(request, since, mails) {
      const previous = requests
        .filter(
          (r) =>
            r.userId === request.userId &&
            r.providerCommunicationId === request.providerCommunicationId &&
            r.requestedAt >= since,
        )
        .at(-1);
      if (previous) return { recorded: false, previous };
      requests.push(request);
      outbox.push(...mails);
      return { recorded: true };
    },
  };
};
