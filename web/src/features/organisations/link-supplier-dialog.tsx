import { useState } from "react";
import { Badge, Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useListSupplierMasterAccountOptions } from "../../api/generated/supplier-master/supplier-master.ts";
import type { SupplierMasterEntry } from "../../api/generated/model/supplierMasterEntry.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { useSupplierMasterWrites } from "./use-supplier-master-writes.ts";

interface Props {
  readonly entry: SupplierMasterEntry;
  readonly onClose: () => void;
}

/** Choose the supplier account a master entry is (PUT link-suppliers/{account}/{entry}). */
export const LinkSupplierDialog = ({ entry, onClose }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useListSupplierMasterAccountOptions(
    entry.id,
    debounced === "" ? {} : { search: debounced },
  );
  const accounts = options.data?.d ?? [];
  const writes = useSupplierMasterWrites();
  const link = async (): Promise<void> => {
    const account = accounts.find((a) => a.id === chosen);
    if (!account) return;
    setBusy(true);
    try {
      await writes.link(account.id, entry.id);
      notifySuccess(t("supplierMaster.linked", { entry: entry.name, supplier: account.name }));
      onClose();
    } catch (error) {
      notifyError(error, t("supplierMaster.couldNotLink"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("supplierMaster.linkTitle", { name: entry.name })}
      centered
      size="lg"
    >
      <Stack data-testid="link-supplier-dialog">
        <Text size="sm">{t("supplierMaster.linkIntro")}</Text>
        <TextInput
          aria-label={t("supplierMaster.searchAccounts")}
          placeholder={t("supplierMaster.searchAccounts")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {options.isLoading ? <Loader size="sm" /> : null}
        {!options.isLoading && accounts.length === 0 ? (
          <Text size="sm">{t("supplierMaster.noAccounts")}</Text>
        ) : null}
        <Radio.Group value={chosen} onChange={setChosen} aria-label={t("supplierMaster.linkedTo")}>
          <Stack gap="xs">
            {accounts.map((account) => (
              <Group key={account.id} justify="space-between" wrap="nowrap">
                <Radio value={account.id} label={account.name} />
                <Badge variant="light" color="gray">
                  {t("supplierMaster.similarity", { percent: Math.round(account.score * 100) })}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("supplierMaster.cancel")}
          </Button>
          <Button onClick={() => void link()} disabled={chosen === null} loading={busy}>
            {t("supplierMaster.linkButton")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
