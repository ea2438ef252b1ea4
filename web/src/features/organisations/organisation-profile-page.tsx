import { Grid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { LogoCard } from "./logo-card.tsx";
import { PROFILE_API } from "./profile-api.ts";
import { PROFILE_SIDE_CARDS, type ProfileSide } from "./profile-cards.ts";
import { ProfileForm } from "./profile-form.tsx";

/** /provider/organization and /supplier/organization: the caller's own organisation's profile and logo. */
export const OrganisationProfilePage = () => {
  const { t } = useTranslation();
  const side: ProfileSide = useLocation().pathname.startsWith("/supplier") ? "supplier" : "provider";
  const api = PROFILE_API[side];
  const query = useQuery({ queryKey: api.queryKey, queryFn: api.get });
  return (
    <>
      <PageHeader
        title={t(side === "provider" ? "routes.providerOrganization" : "routes.supplierOrganization")}
      />
      <QueryState query={query}>
        {(profile) => (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ProfileForm key={profile.id} profile={profile} side={side} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <LogoCard profile={profile} side={side} />
                {/* Second card area: the self-registration link card (issue 12 point 5) mounts here. */}
                <Stack data-testid="profile-side-cards" aria-label={t("orgProfile.registrationArea")}>
                  {PROFILE_SIDE_CARDS.map((Card, index) => (
                    <Card key={index} side={side} />
                  ))}
                </Stack>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </>
  );
};
