import { Anchor, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import {
  useGetProviderSummary,
  useListProviderUserVerificationMails,
  useListProviderVerificationMails,
} from "../../../api/generated/provider-contact-info/provider-contact-info.ts";
import type { ProviderSummary } from "../../../api/generated/model/providerSummary.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ContactsForm } from "./contacts-form.tsx";
import { MailList } from "./mail-list.tsx";
import { NonVerifiedPanel } from "./non-verified-panel.tsx";
import { VerificationPanel } from "./verification-panel.tsx";

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="lg" fw={600}>
      {value}
    </Text>
  </div>
);

const SummaryCard = ({ summary }: { summary: ProviderSummary }) => {
  const { t } = useTranslation();
  const p = summary.provider;
  const address = [p.add1, p.add2, p.city, [p.state, p.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-label={t("contactInfo.summary")}
      data-testid="provider-summary"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {[
            p.idn,
            address,
            `${t("providers.notisphereId")} ${p.notisphere_id}`,
            t(`status.account.${p.status}`),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
          <Figure label={t("providers.hospitals")} value={p.number_of_hospitals} />
          <Figure label={t("providers.nonAcuteSites")} value={p.number_of_non_acute_sites} />
          <Figure label={t("contactInfo.members")} value={summary.members} />
          <Figure label={t("contactInfo.verified")} value={summary.verifiedMembers} />
          <Figure label={t("contactInfo.waiting")} value={summary.nonVerifiedMembers} />
          <Figure label={t("contactInfo.emailsSent")} value={summary.mailsSent} />
          <Figure
            label={t("contactInfo.lastEmail")}
            value={
              summary.lastMailAt ? dayjs(summary.lastMailAt).format("MM/DD/YYYY") : t("contactInfo.never")
            }
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
};

/** /notisphere/providers/contact-info/:organizationId: contacts, the verification email, who was emailed, who verified. */
export const ContactInfoPage = () => {
  const { t } = useTranslation();
  const organizationId = useParams().organizationId ?? "";
  const summary = useGetProviderSummary(organizationId);
  const contactMails = useListProviderVerificationMails(organizationId);
  const userMails = useListProviderUserVerificationMails(organizationId);
  return (
    <QueryState query={summary}>
      {(answer) => (
        <Stack>
          <Group>
            <Anchor component={Link} to="/notisphere/providers" size="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} aria-hidden />
                {t("contactInfo.back")}
              </Group>
            </Anchor>
          </Group>
          <PageHeader title={`${t("routes.notisphereProvidersContactInfo")}: ${answer.d.provider.name}`} />
          <SummaryCard summary={answer.d} />
          <ContactsForm
            key={answer.d.contacts.map((c) => c.id).join()}
            organizationId={organizationId}
            providerName={answer.d.provider.name}
            contacts={answer.d.contacts}
          />
          <VerificationPanel organizationId={organizationId} contacts={answer.d.contacts} />
          <MailList title={t("contactInfo.sentList")} query={contactMails} testId="contact-mails" />
          <NonVerifiedPanel organizationId={organizationId} />
          <MailList title={t("contactInfo.userSentList")} query={userMails} testId="user-mails" />
        </Stack>
      )}
    </QueryState>
  );
};
