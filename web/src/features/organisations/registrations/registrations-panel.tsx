import { Stack } from "@mantine/core";
import { PendingRegistrationsGrid } from "./pending-registrations-grid.tsx";
import { RegistrationLinkCard } from "./registration-link-card.tsx";
import type { RegistrationSide } from "./registration-api.ts";

/**
 * Self-registration for an organisation's administrator, for /supplier/users and /provider/users: the
 * registration link (copy, rotate, turn off) and the registrations waiting for approval.
 */
export const RegistrationsPanel = ({ side }: { readonly side: RegistrationSide }) => (
  <Stack gap="lg" data-testid="registrations-panel">
    <RegistrationLinkCard side={side} />
    <PendingRegistrationsGrid side={side} />
  </Stack>
);
