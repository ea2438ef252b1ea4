import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { useGetKnownLocation } from "../../../api/generated/location-master/location-master.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { viewPath } from "./location-columns.tsx";
import { LocationForm } from "./location-form.tsx";
import { useLocationWrites } from "./use-master-writes.ts";

/** /notisphere/locations/new */
export const LocationNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useLocationWrites();
  return (
    <>
      <PageHeader title={t("routes.notisphereLocationsNew")} />
      <LocationForm
        location={null}
        send={writes.create}
        onSaved={(saved) => void navigate(viewPath(saved.id))}
        onCancel={() => void navigate("/notisphere/locations")}
      />
    </>
  );
};

/** /notisphere/locations/edit/:id: saves with the version it loaded; a stale save offers to reload. */
export const LocationEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const query = useGetKnownLocation(id);
  const writes = useLocationWrites();
  return (
    <>
      <PageHeader title={t("routes.notisphereLocationsEdit")} />
      <QueryState query={query}>
        {(answer) => (
          // Keyed by version: after a reload the form starts again from the colleague's saved values.
          <LocationForm
            key={answer.d.version}
            location={answer.d}
            send={(body) => writes.update(id, { ...body, version: answer.d.version })}
            onSaved={() => void navigate(viewPath(id))}
            onCancel={() => void navigate(viewPath(id))}
            onReload={() => void query.refetch()}
          />
        )}
      </QueryState>
    </>
  );
};
