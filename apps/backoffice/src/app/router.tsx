import { createBrowserRouter } from 'react-router';
import { AREAS } from '../areas/catalogue.ts';
import { AreaGate, Home, Layout } from './layout.tsx';
import { LoginPage } from './sign-in/login-page.tsx';
import { SetupPage } from './sign-in/setup-page.tsx';
import { NotFound } from './not-found.tsx';

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    { path: '/setup', element: <SetupPage /> },
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <Home /> },
        ...AREAS.map((area) => ({
          path: `${area.path}/*`,
          element: <AreaGate areaKey={area.key} />,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/bo' },
);
