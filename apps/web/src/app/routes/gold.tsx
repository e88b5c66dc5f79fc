import { useRoutes } from 'react-router';
import { BankDetailsPage } from '../../features/gold/components/bank-details-page';
import { BuyGoldPage } from '../../features/gold/components/buy-gold-page';
import { ConfirmBuyPage } from '../../features/gold/components/confirm-buy-page';
import { ConfirmDeliveryPage } from '../../features/gold/components/confirm-delivery-page';
import { ConfirmSellPage } from '../../features/gold/components/confirm-sell-page';
import { DeliveryAddressPage } from '../../features/gold/components/delivery-address-page';
import { DeliveryPage } from '../../features/gold/components/delivery-page';
import { GoldLayout } from '../../features/gold/components/gold-layout';
import { LockerPage } from '../../features/gold/components/locker-page';
import { OrderFailPage, OrderSuccessPage } from '../../features/gold/components/order-result-pages';
import { OrderStatusPage } from '../../features/gold/components/order-status-page';
import { OrdersPage } from '../../features/gold/components/orders-page';
import { PaymentSuccessPage } from '../../features/gold/components/payment-success-page';
import { ProductDetailsPage } from '../../features/gold/components/product-details-page';
import { SellGoldPage } from '../../features/gold/components/sell-gold-page';
import { TermsPage } from '../../features/gold/components/terms-page';
import { VerifiedAccountPage } from '../../features/gold/components/verified-account-page';
import { goldScreens } from '../../features/gold/lib/gold-routes';
import { NotFoundPage } from '../../features/shell/components/not-found-page';

const screens = [
  [goldScreens.delivery, <DeliveryPage />],
  [goldScreens.locker, <LockerPage />],
  [goldScreens.orders, <OrdersPage />],
  [goldScreens.sell, <SellGoldPage />],
  [goldScreens.confirmBuy, <ConfirmBuyPage />],
  [goldScreens.confirmSell, <ConfirmSellPage />],
  [goldScreens.orderSuccess, <OrderSuccessPage />],
  [goldScreens.bankDetails, <BankDetailsPage />],
  [goldScreens.orderDetails, <OrderStatusPage />],
  [goldScreens.productDetails, <ProductDetailsPage />],
  [goldScreens.deliveryAddress, <DeliveryAddressPage />],
  [goldScreens.confirmDelivery, <ConfirmDeliveryPage />],
  [goldScreens.terms, <TermsPage />],
  [goldScreens.orderFail, <OrderFailPage />],
  [goldScreens.verifiedAccount, <VerifiedAccountPage />],
] as const;

/**
 * The digital gold area (spec 002 §2) under `gold/*`, one chunk: Buy at its root, the other tabs
 * (Locker, Delivery, Sell, Orders) and the screens of each trade, all inside the layout that reads
 * the borrower's gold user and asks an unregistered borrower to register.
 */
export default function GoldRoute() {
  return useRoutes([
    {
      element: <GoldLayout />,
      children: [
        { index: true, element: <BuyGoldPage /> },
        ...screens.map(([path, element]) => ({ path, element })),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** The main app's /payment-success, where the gateway returns a gold order (spec 002 §2). */
export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
