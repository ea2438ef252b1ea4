import { useState } from "react";
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { IconBuildingFactory2, IconPhotoUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";

interface Props {
  /** The logo shown now (stored or just uploaded), or null. */
  readonly url: string | null;
  readonly name: string;
  readonly upload: (file: File) => Promise<{ d: { id: string; url: string } }>;
  readonly onChange: (logo: { id: string; url: string } | null) => void;
}

/**
 * The logo with its preview. The file goes to the server as soon as it is chosen, which checks it by content
 * and size; its refusal ("not an image", "over 1 MB") shows under the field and the previous logo stays.
 */
export const SupplierLogoField = ({ url, name, upload, onChange }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await upload(file);
      onChange(answer.d);
    } catch (failure) {
      setError(
        isApiError(failure) ? (failure.fieldErrors?.file ?? failure.message) : t("suppliers.couldNotUpload"),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={t("suppliers.logo")} description={t("suppliers.logoHint")} error={error}>
      <Group mt={6} align="center">
        <Avatar
          src={url}
          alt={url ? t("suppliers.logoOf", { name: name || "…" }) : t("suppliers.noLogo")}
          size={56}
          radius="md"
          data-testid="logo-preview"
        >
          <IconBuildingFactory2 size={24} aria-hidden />
        </Avatar>
        <Stack gap={4}>
          <FileButton
            onChange={(file) => void choose(file)}
            accept="image/png,image/jpeg,image/gif,image/webp"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                data-testid="logo-choose"
              >
                {t("suppliers.logoChoose")}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button variant="subtle" size="xs" color="red" onClick={() => onChange(null)}>
              {t("suppliers.logoRemove")}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t("suppliers.noLogo")}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
