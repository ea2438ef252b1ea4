import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { useListProviderSiteMembers } from "../../api/generated/provider-sites/provider-sites.ts";
import type { SiteListItem } from "../../api/generated/model/siteListItem.ts";
import { QueryState } from "../../components/query-state.tsx";
import { notifySuccess } from "../../shell/notify.ts";
import { MemberLabel } from "./member-label.tsx";
import { useSiteWrites } from "./use-site-writes.ts";

/**
 * Who belongs to one site (PUT /provider/sites/{id}/members). Members who see every site are shown checked
 * and locked; the rule (a verified member must stay) is the server's, and its refusal is shown here as said.
 */
export const SiteMembersEditor = ({
  site,
  onClose,
}: {
  readonly site: SiteListItem;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const query = useListProviderSiteMembers(site.id);
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const writes = useSiteWrites();
  const rows = query.data?.d;
  useEffect(() => {
    if (rows !== undefined && chosen === undefined)
      setChosen(rows.filter((m) => m.belongs && !m.allSites).map((m) => m.membershipId));
  }, [rows, chosen]);
  const selected = chosen ?? [];
  const keepsVerified = (rows ?? []).some(
    (m) => m.verified && (m.allSites || selected.includes(m.membershipId)),
  );

  const save = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await writes.setMembers(site.id, selected);
      notifySuccess(t("sites.membersSaved", { name: site.name }));
      onClose();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t("sites.couldNotSaveMembers"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("sites.membersTitle", { name: site.name })} centered size="lg">
      <Stack data-testid="site-members-editor">
        <Text size="sm" c="dimmed">
          {t("sites.rule")}
        </Text>
        <QueryState query={query}>
          {(answer) => (
            <ScrollArea.Autosize mah={360}>
              <Checkbox.Group value={selected} onChange={setChosen} aria-label={t("sites.members")}>
                <Stack gap={6}>
                  {answer.d.map((member) => (
                    <Checkbox
                      key={member.membershipId}
                      value={member.membershipId}
                      checked={member.allSites ? true : undefined}
                      disabled={member.allSites}
                      label={<MemberLabel member={member} />}
                      data-testid={`site-member-${member.email}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
        </QueryState>
        {!keepsVerified && rows !== undefined ? (
          <Alert color="orange" variant="light">
            {t("sites.noVerified")}
          </Alert>
        ) : null}
        {refusal !== undefined ? (
          <Alert color="red" variant="light" role="alert" data-testid="site-members-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("sites.cancel")}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {t("sites.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
