import { lazy, Suspense, type ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { ROUTES, type LayoutName } from "../routes/route-table.ts";
import { AppRoot } from "../shell/app-root.tsx";
import { SimpleLayout } from "../layouts/simple-layout.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { RootRedirect, Screen } from "./screen.tsx";
import { ScreenError } from "./screen-error.tsx";

/**
 * The simple layout (sign-in and friends) is part of the first download; the signed-in shell and the public
 * form layouts load on first use, together with the query client they provide.
 */
const lazyLayout = (load: () => Promise<{ [name: string]: ComponentType }>, name: string) => {
  const Layout = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return () => (
    <Suspense fallback={<PageLoading />}>
      <Layout />
    </Suspense>
  );
};

const LAYOUTS: Record<LayoutName, ComponentType> = {
  simple: SimpleLayout,
  custom: lazyLayout(() => import("../layouts/custom-layout.tsx"), "CustomLayout"),
  default: lazyLayout(() => import("../layouts/default-layout.tsx"), "DefaultLayout"),
  blank: lazyLayout(() => import("../layouts/blank-layout.tsx"), "BlankLayout"),
};

/** Routes grouped under their layout, so moving between screens of one layout keeps the shell mounted. */
const layoutRoutes = (Object.keys(LAYOUTS) as LayoutName[]).map((layout): RouteObject => {
  const Layout = LAYOUTS[layout];
  return {
    element: <Layout />,
    children: ROUTES.filter((route) => route.layout === layout).map((route) => ({
      path: route.path,
      element: <Screen route={route} />,
      errorElement: <ScreenError />,
    })),
  };
});

export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <ScreenError />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...layoutRoutes,
      { path: "*", element: <RootRedirect /> },
    ],
  },
]);
