import type { RouteObject } from 'react-router';
import { BannerEditorPage } from './banner-editor.tsx';
import { BannersPage } from './banners-page.tsx';
import { PromotionEditorPage } from './promotion-editor.tsx';
import { PromotionsPage } from './promotions-page.tsx';

/** The content area's screens (paths relative to /bo/content/). */
export const routes: RouteObject[] = [
  { index: true, element: <BannersPage /> },
  { path: 'banners/new', element: <BannerEditorPage /> },
  { path: 'banners/:id', element: <BannerEditorPage /> },
  { path: 'promotions', element: <PromotionsPage /> },
  { path: 'promotions/new', element: <PromotionEditorPage /> },
  { path: 'promotions/:id', element: <PromotionEditorPage /> },
];
