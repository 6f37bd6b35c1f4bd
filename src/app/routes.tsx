// Every route (from the route table), inside the current language's prefix. The menu
// is in the first load; every other page is its own chunk, fetched when it is opened.
import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { paths } from "../domain/paths";
import { ErrorPage } from "../components/error-page";
import { MenuPage } from "../features/menu/menu-page";

function page(load: () => Promise<ComponentType>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <Suspense fallback={<div className="page-loading skeleton" aria-busy="true" />}>
        <Lazy />
      </Suspense>
    );
  };
}

const NewsListPage = page(() => import("../features/news/news-list-page").then((m) => m.NewsListPage));
const NewsItemPage = page(() => import("../features/news/news-item-page").then((m) => m.NewsItemPage));
const PromotionsPage = page(() => import("../features/promotions/promotions-page").then((m) => m.PromotionsPage));
const PromotionPage = page(() => import("../features/promotions/promotion-page").then((m) => m.PromotionPage));
const OrderPage = page(() => import("../features/order/order-page").then((m) => m.OrderPage));
const TrackerPage = page(() => import("../features/tracker/tracker-page").then((m) => m.TrackerPage));
const ProfilePage = page(() => import("./profile/profile-page").then((m) => m.ProfilePage));
const ContactsPage = page(() => import("../features/contacts/contacts-page").then((m) => m.ContactsPage));
const VacanciesPage = page(() => import("../features/careers/vacancies-page").then((m) => m.VacanciesPage));
const VacancyFormPage = page(() => import("../features/careers/vacancy-form-page").then((m) => () => <m.VacancyFormPage />));
// Whether the menu's restaurant is open: after the menu, outside the first load.
const ClosedNotice = lazy(() => import("./closed-notice").then((m) => ({ default: m.ClosedNotice })));

function HomePage() {
  return (
    <>
      <Suspense fallback={null}>
        <ClosedNotice />
      </Suspense>
      <MenuPage />
    </>
  );
}

// The delivery map brings Leaflet.
const DeliveryMapPage = page(() => import("../features/delivery-map/delivery-map-page").then((m) => m.DeliveryMapPage));

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.pattern} component={HomePage} />
      <Route path={paths.news.pattern} component={NewsListPage} />
      <Route path={paths.newsItem.pattern} component={NewsItemPage} />
      <Route path={paths.stocks.pattern} component={PromotionsPage} />
      <Route path={paths.stock.pattern} component={PromotionPage} />
      <Route path={paths.order.pattern} component={OrderPage} />
      <Route path={paths.tracker.pattern} component={TrackerPage} />
      <Route path={paths.profile.pattern} component={ProfilePage} />
      <Route path={paths.contacts.pattern} component={ContactsPage} />
      <Route path={paths.vacancyForm.pattern} component={VacancyFormPage} />
      <Route path={paths.vacancies.pattern} component={VacanciesPage} />
      <Route path={paths.deliveryMap.pattern} component={DeliveryMapPage} />
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
