// Every route of the spec (from the route table), inside the current language's prefix.
import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { paths } from "../config/paths";
import { ErrorPage } from "../features/errors/error-page";
import { MenuPage } from "../features/menu/menu-page";
import { OrderPage } from "../features/order/order-page";
import { SectionPage } from "../features/pages/section-page";
import { TrackerPage } from "../features/tracker/tracker-page";
import { ProfilePage } from "../features/profile/profile-page";

// The delivery map brings Leaflet: its own chunk, loaded only on that page.
const DeliveryMapPage = lazy(() => import("../features/delivery-map/delivery-map-page").then((m) => ({ default: m.DeliveryMapPage })));

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.pattern} component={MenuPage} />
      <Route path={paths.news.pattern}>{() => <SectionPage section="news" />}</Route>
      <Route path={paths.newsItem.pattern}>{() => <SectionPage section="news" />}</Route>
      <Route path={paths.stocks.pattern}>{() => <SectionPage section="stocks" />}</Route>
      <Route path={paths.stock.pattern}>{() => <SectionPage section="stocks" />}</Route>
      <Route path={paths.order.pattern} component={OrderPage} />
      <Route path={paths.tracker.pattern} component={TrackerPage} />
      <Route path={paths.profile.pattern} component={ProfilePage} />
      <Route path={paths.contacts.pattern}>{() => <SectionPage section="contacts" />}</Route>
      <Route path={paths.vacancyForm.pattern}>{() => <SectionPage section="vacancyForm" />}</Route>
      <Route path={paths.vacancies.pattern}>{() => <SectionPage section="vacancies" />}</Route>
      <Route path={paths.deliveryMap.pattern}>
        {() => (
          <Suspense fallback={null}>
            <DeliveryMapPage />
          </Suspense>
        )}
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function NotFound() {
  const [location] = useLocation();
  return <ErrorPage status={404} path={location} />;
}
